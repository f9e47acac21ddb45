// Files in test request bodies: a body (one object) holding a TestFile is sent as
// multipart/form-data, as NetBox clients upload images.
import { deflateSync } from 'node:zlib'

export class TestFile {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly data: Buffer,
  ) {}
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(b: Buffer): number {
  let c = 0xffffffff
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}

/** A real PNG (8-bit greyscale) of the given size. */
export function pngBytes(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 0 // greyscale
  const raw = Buffer.alloc((width + 1) * height, 0x80)
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0 // filter: none
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

export const testPng = (name = 'test.png', width = 3, height = 2) => new TestFile(name, 'image/png', pngBytes(width, height))

export function hasFile(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.values(body).some((v) => v instanceof TestFile)
}

/** A multipart/form-data body: files as file parts, lists as repeated parts, other values as text. */
export function multipart(body: Record<string, unknown>): { payload: Buffer; contentType: string } {
  const boundary = `----netinv${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  const add = (name: string, v: unknown) => {
    if (v === undefined) return
    if (v instanceof TestFile) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${v.filename}"\r\nContent-Type: ${v.contentType}\r\n\r\n`), v.data, Buffer.from('\r\n'))
      return
    }
    const text = v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`))
  }
  for (const [name, v] of Object.entries(body)) {
    if (Array.isArray(v)) for (const x of v) add(name, x)
    else add(name, v)
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}
