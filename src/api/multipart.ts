// multipart/form-data request bodies (how NetBox clients upload images: `image`, `front_image`, …).
// The body is read whole under the same size limit as JSON (MAX_BODY_SIZE, a 413 beyond it), so a
// small parser over the buffer is enough: no streaming parser, no dependency. Text parts become
// strings, file parts Upload objects; a name given more than once becomes a list (as Django's
// QueryDict.getlist does for many-to-many fields such as `tags`).
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../engine/errors.js'
import { Upload } from '../engine/media.js'

const MAX_PARTS = 1000

function fail(detail: string): ApiError {
  return new ApiError(400, { detail: `Multipart form parse error - ${detail}` })
}

function headerParam(header: string, name: string): string | undefined {
  // name="value" (quoted, with \" escapes) or name=token
  const re = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i')
  const m = re.exec(header)
  if (!m) return undefined
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]
}

export function parseMultipart(body: Buffer, contentType: string): Record<string, unknown> {
  const boundary = headerParam(contentType, 'boundary')
  if (!boundary || boundary.length > 200) throw fail('Invalid boundary in multipart: None')
  const delimiter = Buffer.from(`--${boundary}`)
  const out: Record<string, unknown> = Object.create(null)
  let pos = body.indexOf(delimiter)
  if (pos < 0) throw fail('Invalid boundary in multipart: None')
  let parts = 0
  for (;;) {
    pos += delimiter.length
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) break // closing delimiter
    if (body[pos] === 0x0d && body[pos + 1] === 0x0a) pos += 2
    else throw fail('malformed part delimiter')
    const headerEnd = body.indexOf('\r\n\r\n', pos)
    if (headerEnd < 0) throw fail('part without headers')
    const headers: Record<string, string> = {}
    for (const line of body.toString('utf8', pos, headerEnd).split('\r\n')) {
      const i = line.indexOf(':')
      if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
    }
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4)
    if (next < 0) throw fail('part without a closing boundary')
    const data = body.subarray(headerEnd + 4, next)
    pos = next + 2
    if (++parts > MAX_PARTS) throw fail(`more than ${MAX_PARTS} parts`)
    const disposition = headers['content-disposition'] ?? ''
    const name = headerParam(disposition, 'name')
    if (!name) continue
    const filename = headerParam(disposition, 'filename')
    const value: unknown =
      filename !== undefined ? new Upload(filename, headers['content-type'] ?? 'application/octet-stream', Buffer.from(data)) : data.toString('utf8')
    const prev = out[name]
    out[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  return { ...out }
}

export function installMultipartParser(app: FastifyInstance): void {
  app.addContentTypeParser(/^multipart\/form-data/i, { parseAs: 'buffer' }, (req, body, done) => {
    try {
      done(null, parseMultipart(body as Buffer, String(req.headers['content-type'] ?? '')))
    } catch (e) {
      done(e as Error, undefined)
    }
  })
}
