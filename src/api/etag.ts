// Strong ETags for object detail responses: the SHA-256 of the exact JSON representation, so any
// change to the object (or to what it shows of related objects) changes the tag. GET honours
// If-None-Match (304); PUT, PATCH and DELETE honour If-Match (412 when the object has changed),
// checked with the row locked inside the write's transaction, so two writers cannot both pass.
import { createHash } from 'node:crypto'
import { ApiError } from '../engine/errors.js'

export function etagOf(representation: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(representation)).digest('base64url')}"`
}

/** The entity tags listed in an If-Match / If-None-Match header ('*' stands for any). */
function tags(header: string): string[] {
  return header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** If-None-Match uses the weak comparison: W/"x" matches "x". */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  return tags(header).some((t) => t === '*' || t.replace(/^W\//, '') === etag)
}

/** If-Match uses the strong comparison; a weak tag never matches. */
export function preconditionFailed(header: string | undefined, etag: string): ApiError | undefined {
  if (header === undefined) return undefined
  if (tags(header).some((t) => t === '*' || t === etag)) return undefined
  return new ApiError(412, { detail: 'Precondition failed: the object has changed since the given ETag (If-Match).' })
}
