// Request bodies: JSON only (NetBox also takes multipart, which no API client uses for these
// endpoints). An empty body parses as "no body"; malformed JSON is a 400 naming the position.
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

export function installJsonParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(/^application\/([\w.+-]+\+)?json/i, { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, undefined)
    if (tooDeep(text)) return done(new ApiError(400, { detail: `JSON parse error - nesting deeper than ${MAX_DEPTH} levels` }), undefined)
    try {
      done(null, JSON.parse(text))
    } catch (e) {
      done(new ApiError(400, { detail: `JSON parse error - ${(e as Error).message}` }), undefined)
    }
  })
}
