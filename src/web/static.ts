// The pages' CSS and scripts, from src/web/static/, read once at start and served from memory.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'

const DIR = fileURLToPath(new URL('./static', import.meta.url))
const TYPES: Record<string, string> = { css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8', svg: 'image/svg+xml' }

export function registerStatic(app: FastifyInstance): void {
  const files = new Map<string, { type: string; body: Buffer }>()
  for (const name of readdirSync(DIR)) {
    const ext = name.split('.').pop() ?? ''
    if (TYPES[ext]) files.set(name, { type: TYPES[ext], body: readFileSync(`${DIR}/${name}`) })
  }
  app.get('/static/:name', { schema: { hide: true } }, async (req, reply) => {
    const file = files.get((req.params as { name: string }).name)
    if (!file) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found.\n')
    return reply.header('content-type', file.type).header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff').send(file.body)
  })
}
