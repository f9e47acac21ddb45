// Request bodies: JSON, and multipart/form-data for file uploads (src/api/multipart.ts, installed
// after this). An empty body parses as "no body"; malformed JSON is a 400 naming the position.
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../engine/errors.js'

const MAX_DEPTH = 64

function tooDeep(text: string): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92) i++ // backslash escapes the next character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) {
      if (++depth > MAX_DEPTH) return true
    } else if (c === 125 || c === 93) depth--
  }
  return false
}

// A \uD800-\uDFFF escape without its pair parses to a string no UTF-8 store can hold (PostgreSQL's
// jsonb refuses it, text columns would silently get U+FFFD): refuse the body instead. Only bodies
// that contain such an escape at all are walked.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/

function illFormed(v: unknown): boolean {
  if (typeof v === 'string') return !v.isWellFormed()
  if (Array.isArray(v)) return v.some(illFormed)
  if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => !k.isWellFormed() || illFormed(x))
  return false
}

export function installJsonParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(/^application\/([\w.+-]+\+)?json/i, { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, undefined)
    if (tooDeep(text)) return done(new ApiError(400, { detail: `JSON parse error - nesting deeper than ${MAX_DEPTH} levels` }), undefined)
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (e) {
      return done(new ApiError(400, { detail: `JSON parse error - ${(e as Error).message}` }), undefined)
    }
    if (SURROGATE_ESCAPE.test(text) && illFormed(parsed))
      return done(new ApiError(400, { detail: 'JSON parse error - a string holds an unpaired UTF-16 surrogate escape' }), undefined)
    done(null, parsed)
  })
}
