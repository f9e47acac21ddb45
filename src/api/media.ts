// Uploaded files (image fields) on disk under MEDIA_ROOT, and GET /media/<path> serving them back
// at the URL the API shows (NetBox's MediaView: signed-in users or tokens only while LOGIN_REQUIRED).
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.js'
import { type FileWork, IMAGE_CONTENT_TYPES, imageInfo, type MediaStore } from '../engine/media.js'
import { sendJson } from './reply.js'

/** A stored name is relative, of plain segments: no `..`, no absolute path, no backslashes. */
function safeName(name: string): boolean {
  return /^[-\w.]+(\/[-\w.]+)*$/.test(name) && !name.split('/').some((s) => s === '.' || s === '..')
}

export class FsMediaStore implements MediaStore {
  readonly root: string
  constructor(root: string) {
    this.root = resolve(root)
  }

  /** The file of a stored name, or undefined when the name could leave the media root. */
  path(name: string): string | undefined {
    if (!safeName(name)) return undefined
    const p = resolve(this.root, name)
    return p.startsWith(this.root + sep) ? p : undefined
  }

  exists(name: string): boolean {
    const p = this.path(name)
    return p === undefined || existsSync(p)
  }

  async apply(work: FileWork): Promise<void> {
    for (const [name, data] of work.writes) {
      const p = this.path(name)
      if (!p) continue
      await mkdir(dirname(p), { recursive: true })
      // Written whole under another name, then renamed: a reader never sees half a file.
      const tmp = `${p}.${process.pid}.tmp`
      await writeFile(tmp, data)
      await rename(tmp, p)
    }
    for (const name of work.removals) {
      if (work.writes.has(name)) continue
      const p = this.path(name)
      if (p) await unlink(p).catch(() => {}) // already gone: nothing to do
    }
  }
}

export function registerMedia(app: FastifyInstance, config: Config, store: FsMediaStore): void {
  app.get('/media/*', { schema: { hide: true } }, async (req, reply) => {
    if (config.loginRequired && !req.auth) {
      const next = encodeURIComponent(req.url.split('?')[0])
      return reply.code(302).header('location', `/login/?next=${next}`).send()
    }
    let name: string
    try {
      name = decodeURIComponent((req.params as { '*': string })['*'])
    } catch {
      return sendJson(req, reply, 404, { detail: 'Not found.' })
    }
    const p = store.path(name)
    const data = p && existsSync(p) ? await readFile(join(p)).catch(() => undefined) : undefined
    if (!data) return sendJson(req, reply, 404, { detail: 'Not found.' })
    const info = imageInfo(data)
    return reply
      .code(200)
      .header('content-type', info ? IMAGE_CONTENT_TYPES[info.format] : 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(data)
  })
}
