// Uploaded files of `image` fields (NetBox's ImageField): what a multipart body carries, the image
// check (format and size read from the file's header: PNG, JPEG, GIF, WebP, BMP — no decoder), the
// stored name, and the file work a write leaves for after its commit.
import { posix } from 'node:path'

/** A file part of a multipart/form-data body. */
export class Upload {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly data: Buffer,
  ) {}
}

/** An upload that passed the image check. */
export class ImageUpload {
  constructor(
    readonly upload: Upload,
    readonly format: ImageFormat,
    readonly width: number,
    readonly height: number,
  ) {}
}

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp'

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
}

/** Django's FileField/ImageField messages. */
export const IMAGE_MSG = {
  required: 'No file was submitted.',
  notFile: 'The submitted data was not a file. Check the encoding type on the form.',
  empty: 'The submitted file is empty.',
  invalid: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
}

/** Format, width and height from an image's header, or null when the bytes are not one of these formats. */
export function imageInfo(b: Buffer): { format: ImageFormat; width: number; height: number } | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a && b.toString('latin1', 12, 16) === 'IHDR')
    return { format: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
  if (b.length >= 10 && /^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) return { format: 'gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) }
  if (b.length >= 26 && b.toString('latin1', 0, 2) === 'BM') return { format: 'bmp', width: Math.abs(b.readInt32LE(18)), height: Math.abs(b.readInt32LE(22)) }
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = b.toString('latin1', 12, 16)
    if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
      return { format: 'webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
    if (chunk === 'VP8L' && b[20] === 0x2f) {
      const [b0, b1, b2, b3] = [b[21], b[22], b[23], b[24]]
      return { format: 'webp', width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) }
    }
    if (chunk === 'VP8X') return { format: 'webp', width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) }
    return null
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    // JPEG: walk the segments to the first start-of-frame marker.
    let i = 2
    while (i + 4 <= b.length) {
      if (b[i] !== 0xff) return null
      const marker = b[i + 1]
      if (marker === 0xff) {
        i++
        continue
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        i += 2
        continue
      }
      if (marker === 0xd9 || marker === 0xda) return null // end of image or scan before any frame header
      const len = b.readUInt16BE(i + 2)
      if (len < 2) return null
      const sof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
      if (sof) {
        if (i + 9 > b.length) return null
        return { format: 'jpeg', height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) }
      }
      i += 2 + len
    }
    return null
  }
  return null
}

/** Django's PositiveSmallIntegerField holds a dimension. */
const MAX_DIMENSION = 32767

/** Checks an upload as an image field does: a file, not empty, an image of a known format. */
export function checkImage(v: unknown): { ok: true; v: ImageUpload } | { ok: false; msg: string } {
  if (!(v instanceof Upload)) return { ok: false, msg: IMAGE_MSG.notFile }
  if (v.data.length === 0) return { ok: false, msg: IMAGE_MSG.empty }
  const info = imageInfo(v.data)
  if (!info || info.width < 1 || info.height < 1 || info.width > MAX_DIMENSION || info.height > MAX_DIMENSION) return { ok: false, msg: IMAGE_MSG.invalid }
  return { ok: true, v: new ImageUpload(v, info.format, info.width, info.height) }
}

const ALLOWED_EXTENSIONS = ['bmp', 'gif', 'jpeg', 'jpg', 'png', 'webp']

/**
 * The stored name of an upload, as NetBox's `image_upload` makes it: `<folder>/<prefix><stem>.<ext>`,
 * the stem sanitised as Django's get_valid_filename does, the extension kept when it is an image's.
 * `taken` says whether a name is in use; a random suffix is added until it is not (Django's storage).
 */
export function storedName(folder: string, prefix: string, filename: string, stemOverride: string | undefined, taken: (name: string) => boolean): string {
  const base = posix.basename(filename.replace(/\\/g, '/'))
  const dot = base.lastIndexOf('.')
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
  const rawStem = (stemOverride?.trim() || (dot > 0 ? base.slice(0, dot) : base)).trim()
  let stem = rawStem.replace(/\s+/g, '_').replace(/[^-\w.]/g, '').replace(/^\.+/, '')
  if (!stem || stem === '.' || stem === '..') stem = 'unnamed'
  stem = stem.slice(0, 60)
  const suffix = ALLOWED_EXTENSIONS.includes(ext) ? `.${ext}` : ''
  let name = `${folder}/${prefix}${stem}${suffix}`
  while (taken(name)) name = `${folder}/${prefix}${stem}_${Math.random().toString(36).slice(2, 9)}${suffix}`
  return name
}

/** File work a write leaves for after its commit: new files to write, replaced or deleted ones to remove. */
/** The URL of a stored file under /media/ (Django's MEDIA_URL), null without one. */
export function mediaUrl(base: string, stored: unknown): string | null {
  return stored ? `${base}/media/${String(stored).split('/').map(encodeURIComponent).join('/')}` : null
}

export class FileWork {
  readonly writes = new Map<string, Buffer>()
  readonly removals = new Set<string>()
}

/** Where files live: the media root (MEDIA_ROOT). */
export interface MediaStore {
  /** Whether a stored name is in use on disk. */
  exists(name: string): boolean
  /** Writes the new files and removes the old ones (after a commit). */
  apply(work: FileWork): Promise<void>
}
