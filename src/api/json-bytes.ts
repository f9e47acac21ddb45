// A JSON response body, encoded to UTF-8 in pieces when it is large.
//
// Why: V8's JSON.stringify returns a large result as a rope of its parts. Fastify's Content-Length
// (Buffer.byteLength) flattens that rope into a new 1 MB string, and the socket write then encodes
// it again. Strings above V8's large-object size (128 KB) make this dear: on a 1,000-row page
// (900 KB) the two cost more than the stringify itself (CPU profile of `ip-addresses/?limit=1000`:
// 8 of 25 ms of server CPU). Stringifying a large array in runs of about 32 KB, and encoding each
// run while it is small, skips the flattening; the output is byte for byte what JSON.stringify
// gives (test/api/json-bytes.test.ts).

/** Arrays at least this long are written in runs. */
const PIECEWISE_FROM = 32

/** Text is encoded in pieces of about this many characters: well below V8's large-object size. */
const PIECE_CHARS = 32 * 1024
/** Below this estimated length (its first element's times its length) an array is one piece. */
const WHOLE_BELOW_CHARS = 112 * 1024

type Plain = Record<string, unknown>

const hasToJson = (value: object): boolean => typeof (value as Plain).toJSON === 'function'

/** An object JSON.stringify writes key by key (no toJSON of its own, not a Date, Map, …). */
function isPlain(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value) as unknown
  return (proto === Object.prototype || proto === null) && !hasToJson(value)
}

/** Whether splitting pays: the value holds a large array at its top or one level down. */
function worthSplitting(value: unknown): boolean {
  if (Array.isArray(value)) return value.length >= PIECEWISE_FROM && !hasToJson(value)
  if (!isPlain(value)) return false
  for (const k in value) {
    const v = value[k]
    if (Array.isArray(v) && v.length >= PIECEWISE_FROM) return true
  }
  return false
}

/** JSON.stringify's text; undefined for what it leaves out (undefined, a function, a toJSON giving undefined). */
const stringified = (value: unknown): string | undefined => JSON.stringify(value) as string | undefined

/** Text gathered into pieces of a bounded size, each encoded once it is full. */
class Pieces {
  readonly out: Buffer[] = []
  private text = ''
  add(s: string): void {
    this.text += s
    if (this.text.length >= PIECE_CHARS) this.flush()
  }
  flush(): void {
    if (this.text) this.out.push(Buffer.from(this.text))
    this.text = ''
  }
  /** The whole: the text itself while nothing was encoded (a small body, as JSON.stringify gives it). */
  result(): string | Buffer {
    if (this.out.length === 0) return this.text
    this.flush()
    return this.out.length === 1 ? this.out[0] : Buffer.concat(this.out)
  }
}

/** Writes a value worth splitting (worthSplitting): a long array, or a plain object holding one. */
function write(value: unknown, to: Pieces): void {
  if (Array.isArray(value)) {
    // Runs of elements about one piece long, each stringified at once (a call per element costs
    // more than the flattening it saves on a small page).
    const first = stringified(value[0]) ?? 'null'
    // An array that stays well below the large-object size is cheapest in one call.
    if (first.length * value.length < WHOLE_BELOW_CHARS) return to.add(JSON.stringify(value))
    const run = Math.max(1, Math.floor(PIECE_CHARS / Math.max(1, first.length)))
    to.add('[')
    for (let i = 0; i < value.length; i += run) {
      const text = JSON.stringify(value.slice(i, i + run))
      to.add(`${i > 0 ? ',' : ''}${text.slice(1, -1)}`)
    }
    to.add(']')
    return
  }
  const obj = value as Plain
  to.add('{')
  let first = true
  for (const k of Object.keys(obj)) {
    const v = obj[k]
    const key = `${first ? '' : ','}${JSON.stringify(k)}:`
    if (worthSplitting(v)) {
      to.add(key)
      write(v, to)
    } else {
      const text = stringified(v)
      if (text === undefined) continue // JSON.stringify leaves such a member out
      to.add(key + text)
    }
    first = false
  }
  to.add('}')
}

/**
 * JSON.stringify(body), compact: a string when it is small, UTF-8 bytes when it had to be encoded
 * in pieces (Node writes a string body with its headers in one go, so small bodies stay strings).
 */
export function jsonPayload(body: unknown): string | Buffer {
  // A top-level value JSON.stringify leaves out is written as null, as in an array.
  if (!worthSplitting(body)) return stringified(body) ?? 'null'
  const pieces = new Pieces()
  write(body, pieces)
  return pieces.result()
}
