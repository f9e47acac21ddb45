// End to end in a real browser: Debian's Chromium driven by playwright-core against the service
// listening on a real socket. Sign in, browse from /api/ to a device, create a token (copy button)
// and use it over HTTP, create a site with the browsable API's form while its webhook points at a
// stopped receiver, see the failed delivery on the background-tasks page, start the receiver,
// press Requeue and see the delivery succeed. With SCREENSHOTS=1 (`npm run screenshots`) every
// page is saved under docs/screenshots/. A second test runs a query on the GraphQL page.
import assert from 'node:assert/strict'
import { existsSync, mkdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { after, before, test } from 'node:test'
import { type Browser, chromium, type Page } from 'playwright-core'
import { seedDevice } from '../api/fixtures.js'
import { freePort, hookAndRule, type Receiver, startReceiver, waitFor } from '../events/helpers.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { PASSWORD } from './helpers.js'

const CHROMIUM = '/usr/bin/chromium'
const SHOTS = process.env.SCREENSHOTS ? new URL('../../docs/screenshots/', import.meta.url).pathname : undefined

let t: TestApp
let browser: Browser
let base: string
let receiver: Receiver | undefined

before(async () => {
  // Not a skip: without Chromium this test fails, and says what to do.
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: install it (apt-get install -y chromium) to run the browser tests`)
  t = await testApp({ WEBHOOK_RETRIES: '0', WEBHOOK_TIMEOUT_MS: '2000' })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] })
  if (SHOTS) mkdirSync(SHOTS, { recursive: true })
})

after(async () => {
  await browser?.close()
  await receiver?.close()
  await t?.close()
})

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true })
}

test('sign in, browse to a device, make and use a token, requeue a failed webhook delivery', async () => {
  const { device } = await seedDevice(t, 'web')
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    // The one page that is missing on purpose reports its 404 in the console too.
    if (m.type() === 'error' && !m.location().url.endsWith('/no/such/page/')) errors.push(`${m.text()} (${m.location().url})`)
  })

  // Sign in: the API root sends an anonymous browser to the sign-in page and back.
  await page.goto(`${base}/api/`)
  assert.equal(new URL(page.url()).pathname, '/login/')
  await shot(page, '01-sign-in')
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(`${base}/api/`)
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'API root')
  await shot(page, '02-api-root')

  // Browse: root → dcim → devices → the device.
  await page.getByRole('region', { name: 'Applications and endpoints' }).getByRole('link', { name: 'dcim', exact: true }).click()
  await page.waitForURL(`${base}/api/dcim/`)
  await page.locator('pre.json').getByRole('link', { name: `"${base}/api/dcim/devices/"` }).click()
  await page.waitForURL(`${base}/api/dcim/devices/`)
  assert.match((await page.locator('.allow').textContent()) ?? '', /POST/)
  await shot(page, '03-api-device-list')
  await page.locator('pre.json').getByRole('link', { name: `"${base}/api/dcim/devices/${device.id}/"` }).first().click()
  await page.waitForURL(`${base}/api/dcim/devices/${device.id}/`)
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'dev-web')
  await shot(page, '04-api-device')

  // A token: created on the tokens page, the key shown once with a copy button, then used over HTTP.
  await page.getByRole('link', { name: 'API tokens' }).click()
  await page.waitForURL(`${base}/user/tokens/`)
  await page.getByLabel('Description').fill('made in the browser')
  await page.getByRole('button', { name: 'Create token' }).click()
  const key = await page.locator('#new-key').inputValue()
  assert.match(key, /^[0-9a-f]{40}$/)
  await page.getByRole('button', { name: 'Copy' }).click()
  await page.getByText('Copied.').waitFor()
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), key)
  await shot(page, '05-token-created')
  const viaToken = await fetch(`${base}/api/dcim/devices/`, { headers: { authorization: `Token ${key}`, accept: 'application/json' } })
  assert.equal(viaToken.status, 200)
  assert.equal(((await viaToken.json()) as { count: number }).count, 1)
  await page.goto(`${base}/user/tokens/`)
  assert.ok(!(await page.content()).includes(key), 'the key is not shown again')
  await shot(page, '06-tokens')

  // A webhook pointing at a receiver that is not running; a site created with the browsable API's form.
  const port = await freePort()
  await hookAndRule(t, `http://127.0.0.1:${port}/hook`)
  await page.goto(`${base}/api/dcim/sites/`)
  await page.getByLabel('Request body (application/json)').fill(JSON.stringify({ name: 'Browser site', slug: 'browser-site' }, null, 2))
  await page.getByRole('button', { name: 'POST', exact: true }).click()
  await page.locator('#api-result').getByText('HTTP 201').waitFor()
  await shot(page, '07-api-post-form')

  // The failed delivery, with the request it tried to send.
  const failedJob = await waitFor('the failed delivery on the page', async () => {
    await page.goto(`${base}/core/background-tasks/?state=failed`)
    return (await page.locator('article.task').filter({ hasText: 'Browser site' }).count()) > 0
  })
  assert.ok(failedJob)
  const task = page.locator('article.task').filter({ hasText: 'Browser site' })
  assert.match((await task.textContent()) ?? '', /ECONNREFUSED/)
  await task.getByText(/^Request sent: POST/).click()
  assert.match((await task.locator('pre').first().textContent()) ?? '', /"name": "Browser site"/)
  await shot(page, '08-background-tasks-failed')

  // Start the receiver, press Requeue, see it succeed.
  receiver = await startReceiver(port)
  await task.getByRole('button', { name: /^Requeue/ }).click()
  await page.getByText('Requeued 1 task.').waitFor()
  await waitFor('the delivery', () => receiver!.received.length > 0)
  assert.equal(receiver.received[0].body.data.name, 'Browser site')
  await waitFor('the succeeded tab to show it', async () => {
    await page.goto(`${base}/core/background-tasks/?state=succeeded`)
    return (await page.locator('article.task').filter({ hasText: 'Browser site' }).locator('.state-succeeded').count()) > 0
  })
  await shot(page, '09-background-tasks-succeeded')

  // A readable error page, and signing out.
  const missing = await page.goto(`${base}/no/such/page/`)
  assert.equal(missing?.status(), 404)
  assert.equal(await page.getByRole('alert').textContent(), 'Not found.')
  await shot(page, '10-error')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.waitForURL(`${base}/login/`)
  await page.goto(`${base}/user/tokens/`)
  assert.equal(new URL(page.url()).pathname, '/login/')

  assert.deepEqual(errors, [], 'no script errors, no CSP violations')
  await context.close()
})

test('the GraphQL page runs a query as the signed-in user, under the CSP, with no script errors', async () => {
  await seedDevice(t, 'gql')
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`)
  })
  await page.goto(`${base}/graphql/`)
  assert.equal(new URL(page.url()).pathname, '/login/')
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(`${base}/graphql/`)
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'GraphQL')
  await page.getByLabel('Query').fill('{ device_list(filters: {name: {exact: "dev-gql"}}) { name site { slug } } }')
  await page.getByRole('button', { name: 'Run' }).click()
  const result = page.locator('#graphql-result pre.json')
  await result.waitFor()
  assert.equal(await page.locator('#graphql-result p').first().textContent(), 'HTTP 200 OK')
  const body = JSON.parse((await result.textContent()) ?? '{}')
  assert.equal(body.data.device_list.length, 1)
  assert.equal(body.data.device_list[0].name, 'dev-gql')
  await shot(page, '10-graphql')
  assert.deepEqual(errors, [])
  await context.close()
})
