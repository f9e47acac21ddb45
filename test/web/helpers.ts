// Shared by the web page tests: signing in through the form and requests as that browser session.
import type { TestApp } from '../helpers/app.js'

export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
export const PASSWORD = 'test-password-123'

export interface Page {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: string
}

export interface Browser {
  cookie: string
  csrf: string
  get(url: string, accept?: string): Promise<Page>
  /** A form POST (application/x-www-form-urlencoded); the CSRF field is added unless given. */
  post(url: string, fields?: Record<string, string>, opts?: { csrf?: boolean }): Promise<Page>
}

export async function signIn(t: TestApp, username = 'admin', password = PASSWORD): Promise<Browser> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/login/',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  if (res.statusCode !== 302) throw new Error(`sign-in as ${username}: ${res.statusCode} ${res.body}`)
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const csrf = res.cookies.find((c) => c.name === 'csrftoken')!.value
  const page = (r: { statusCode: number; headers: Page['headers']; body: string }): Page => ({ status: r.statusCode, headers: r.headers, body: r.body })
  return {
    cookie,
    csrf,
    get: async (url, accept = BROWSER_ACCEPT) => page(await t.app.inject({ method: 'GET', url, headers: { accept, cookie } })),
    post: async (url, fields = {}, opts = {}) => {
      const form = opts.csrf === false ? fields : { csrfmiddlewaretoken: csrf, ...fields }
      return page(
        await t.app.inject({
          method: 'POST',
          url,
          payload: new URLSearchParams(form).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT, cookie },
        }),
      )
    },
  }
}

/** Anonymous GET as a browser. */
export async function anonymous(t: TestApp, url: string, accept = BROWSER_ACCEPT): Promise<Page> {
  const r = await t.app.inject({ method: 'GET', url, headers: { accept } })
  return { status: r.statusCode, headers: r.headers, body: r.body }
}

/** No stack trace, no source path, no SQL in a page. */
export function assertNoInternals(body: string): void {
  for (const bad of [/\n\s+at .+:\d+:\d+/, /node_modules/, /\/src\/\w+\/.+\.ts/, /\bSELECT\b.+\bFROM\b/, /TypeError|ReferenceError/])
    if (bad.test(body)) throw new Error(`page shows internals (${bad}): ${body.slice(0, 500)}`)
}
