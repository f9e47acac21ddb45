// Streaming export of a whole list: the encodings (NDJSON, CSV with NetBox's export rendering) and
// the Node stream that pulls batches from the database cursor only as fast as the client reads.
import { Readable } from 'node:stream'
import type { CustomFieldDef } from '../engine/custom-fields.js'
import { OpError } from '../engine/errors.js'
import type { ObjectCursor } from '../engine/read.js'
import type { ModelDef } from '../registry/types.js'

export type ExportFormat = 'ndjson' | 'csv'

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  ndjson: 'application/x-ndjson',
  csv: 'text/csv; charset=utf-8',
}

/** Encodes batches of objects (as the list serialises them) into the export's text. */
export interface ExportEncoder {
  /** Written before the first row (the CSV header). */
  head: string
  encode(objects: unknown[]): string
  /** The text that ends a failed export visibly, or undefined to abort the response instead. */
  errorText(e: unknown): string | undefined
}

function pick(obj: unknown, fields: string[] | undefined): unknown {
  if (!fields || !obj || typeof obj !== 'object') return obj
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(obj)) if (fields.includes(k)) out[k] = v
  return out
}

/** What a client may be told of an error after the response started: an operation's own error body, else nothing internal. */
function publicError(e: unknown): unknown {
  if (e instanceof OpError) return e.body
  return { detail: 'The export failed (server error): the lines above are complete, the rest is missing.' }
}

/** One JSON object per line, each exactly the list's; a failure ends the stream with a last line `{"error": {…}}` (NetBox's error body). */
export function ndjsonEncoder(fields: string[] | undefined): ExportEncoder {
  return {
    head: '',
    encode(objects) {
      let s = ''
      for (const o of objects) s += `${JSON.stringify(pick(o, fields))}\n`
      return s
    },
    errorText: (e) => `${JSON.stringify({ error: publicError(e) })}\n`,
  }
}

// ---------------------------------------------------------------------------------------------
// CSV as NetBox's table export writes it (netbox/tables/columns.py `value()`, django-tables2's
// export): related objects by their display string, choices by their label, booleans as Python's
// `True`/`False`, colours as `#rrggbb`, lists (tags, many-to-many) comma-joined, empty for null,
// custom fields one `cf_<name>` column each. The columns are the list's own fields (as `brief` and
// `fields=` choose them), named by their API names, without the link columns (`url`, `display_url`).

type CellValue = (obj: Record<string, unknown>) => string

function isChoice(v: object): v is { value: unknown; label: unknown } {
  return 'value' in v && 'label' in v && Object.keys(v).length === 2
}

/** One value as NetBox renders it in CSV. */
export function csvText(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'boolean') return v ? 'True' : 'False'
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'bigint') return String(v)
  if (Array.isArray(v)) return v.map(csvText).join(',')
  if (typeof v === 'object') {
    if (isChoice(v)) return csvText(v.label)
    if ('display' in v && typeof (v as { display: unknown }).display === 'string') return (v as { display: string }).display
    return JSON.stringify(v)
  }
  return String(v)
}

export function csvCell(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

const LINK_KEYS = new Set(['url', 'display_url'])

export function csvEncoder(m: ModelDef, keys: string[], fields: string[] | undefined, customFields: CustomFieldDef[]): ExportEncoder {
  const byName = new Map(m.fields.map((f) => [f.name, f]))
  const columns: Array<[string, CellValue]> = []
  for (const key of keys) {
    if (LINK_KEYS.has(key) || (fields && !fields.includes(key))) continue
    const f = byName.get(key)
    if (f?.kind === 'token_key' || f?.writeOnly) continue
    if (key === 'custom_fields') {
      for (const cf of customFields) columns.push([`cf_${cf.name}`, (o) => csvText((o.custom_fields as Record<string, unknown> | undefined)?.[cf.name])])
      continue
    }
    if (f?.kind === 'json') columns.push([key, (o) => (o[key] === null || o[key] === undefined ? '' : JSON.stringify(o[key]))])
    else if (f?.kind === 'color') columns.push([key, (o) => (o[key] ? `#${String(o[key])}` : '')])
    else columns.push([key, (o) => csvText(o[key])])
  }
  const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`
  return {
    head: line(columns.map((c) => c[0])),
    encode(objects) {
      let s = ''
      for (const o of objects) s += line(columns.map(([, cell]) => cell(o as Record<string, unknown>)))
      return s
    },
    // CSV has no place for an error: the response is cut short (no final chunk), which every HTTP
    // client reports as an incomplete transfer.
    errorText: () => undefined,
  }
}

/**
 * A byte stream of the export: the first batch (already read, so that errors before it were
 * ordinary JSON errors), then one batch per read() — asked of the database only when the socket has
 * taken the previous one (backpressure). Destroying it (the client went away) closes the cursor.
 */
export function exportReadable(cursor: ObjectCursor, first: unknown[] | null, encoder: ExportEncoder, onError: (e: unknown) => void): Readable {
  let started = false
  let reading = false
  return new Readable({
    highWaterMark: 64 * 1024,
    read() {
      if (!started) {
        started = true
        this.push(encoder.head + (first ? encoder.encode(first) : ''))
        if (!first) this.push(null)
        return
      }
      if (reading) return
      reading = true
      cursor.next().then(
        (objects) => {
          reading = false
          if (this.destroyed) return
          if (!objects) this.push(null)
          else this.push(encoder.encode(objects))
        },
        (e: unknown) => {
          reading = false
          onError(e)
          if (this.destroyed) return
          const text = encoder.errorText(e)
          if (text === undefined) return void this.destroy(e instanceof Error ? e : new Error(String(e)))
          this.push(text)
          this.push(null)
        },
      )
    },
    destroy(err, cb) {
      cursor.close().then(
        () => cb(err),
        () => cb(err),
      )
    },
  })
}
