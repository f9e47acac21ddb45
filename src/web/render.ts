// The nunjucks environment of the web pages: templates from src/web/templates/, autoescaping on
// (values are HTML-escaped unless a helper marks its own escaped output safe).
import { fileURLToPath } from 'node:url'
import type { FastifyReply } from 'fastify'
import nunjucks from 'nunjucks'

const TEMPLATES = fileURLToPath(new URL('./templates', import.meta.url))

export class Views {
  private readonly env: nunjucks.Environment

  constructor() {
    this.env = new nunjucks.Environment(new nunjucks.FileSystemLoader(TEMPLATES), { autoescape: true, throwOnUndefined: false })
    this.env.addFilter('when', (v: unknown) => (typeof v === 'string' && v ? v.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '—'))
    this.env.addFilter('sitepath', (v: unknown) => {
      if (typeof v !== 'string') return '#'
      try {
        const u = new URL(v, 'http://localhost')
        return u.protocol === 'http:' || u.protocol === 'https:' ? `${u.pathname}${u.search}` : '#'
      } catch {
        return '#'
      }
    })
    this.env.addFilter('pretty', (v: unknown) => (typeof v === 'string' ? prettyText(v) : JSON.stringify(v, null, 2)))
  }

  render(template: string, context: object): string {
    return this.env.render(template, context)
  }

  /** Render a page onto the reply (no caching: pages show live data and CSRF tokens). */
  send(reply: FastifyReply, status: number, template: string, context: object): FastifyReply {
    return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(this.render(template, context))
  }
}

/** A JSON text indented for reading; any other text as it is. */
function prettyText(s: string): string {
  try {
    return JSON.stringify(JSON.parse(s), null, 2)
  } catch {
    return s
  }
}
