// Reading PGlite's answers to bind and execute from the raw protocol bytes. PGlite's own parser
// copies every field into a fresh ArrayBuffer before decoding it (BufferReader.bytes): for a page
// of 1,000 IP addresses, 40,000 allocations and about a sixth of the request's CPU; and its
// execProtocolRaw runs that parser too. execProtocolRawStream does not: rows here are
// decoded straight from the output buffer, then given the same type parsers and the same shape
// (arrays, or objects keyed by column name) as PGlite's parseResults. Anything but rows and
// completions (an error, a notice) goes to PGlite's own parser, so errors are PGlite's own
// DatabaseError, thrown as execProtocolStream throws them.
import { parse, type PGlite, protocol } from '@electric-sql/pglite'

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number]
interface Field {
  name: string
  dataTypeID: number
}
type Parser = (text: string, typeId: number) => unknown

/** How one prepared statement's rows are read: made once, when the statement is prepared. */
export interface RowReader {
  /** The statement's rowDescription (for PGlite's own parser, when it is needed). */
  description: Message | undefined
  fields: Field[]
  /** Each column's type parser (undefined: the text as it is). */
  parsers: Array<Parser | undefined>
}

export function rowReader(pg: PGlite, description: Message | undefined): RowReader {
  const fields = description ? (description as unknown as { fields: Field[] }).fields : []
  const known = pg.parsers as Record<number, Parser>
  return { description, fields, parsers: fields.map((f) => known[f.dataTypeID]) }
}

/** A statement that returns no rows: what a bind or a sync answers with. */
const NO_ROWS: RowReader = { description: undefined, fields: [], parsers: [] }

const DATA_ROW = 0x44 // D
// Messages a bind or an execute answers with when all went well: BindComplete, CommandComplete,
// EmptyQueryResponse, PortalSuspended, NoData, ReadyForQuery.
const QUIET = new Set([0x32, 0x43, 0x49, 0x73, 0x6e, 0x5a])
const utf8 = new TextDecoder()

/** The rows of `raw` (undefined when it holds anything but rows and quiet messages). */
function fastRows(raw: Uint8Array, reader: RowReader, rowMode: 'array' | 'object'): unknown[] | undefined {
  const { fields, parsers } = reader
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength)
  const rows: unknown[] = []
  for (let at = 0; at < raw.length; ) {
    const type = raw[at]
    const end = at + 1 + view.getInt32(at + 1)
    if (type === DATA_ROW) {
      const count = view.getInt16(at + 5)
      if (count !== fields.length) return undefined
      const row: unknown[] | Record<string, unknown> = rowMode === 'array' ? new Array<unknown>(count) : {}
      let p = at + 7
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p)
        p += 4
        let value: unknown = null
        if (length >= 0) {
          const text = utf8.decode(raw.subarray(p, p + length))
          p += length
          const parser = parsers[i]
          value = parser ? parser(text, fields[i].dataTypeID) : text
        }
        if (rowMode === 'array') (row as unknown[])[i] = value
        else (row as Record<string, unknown>)[fields[i].name] = value
      }
      rows.push(row)
    } else if (!QUIET.has(type)) return undefined
    at = end
  }
  return rows
}

/** PGlite's own reading of `raw`: its messages, or its DatabaseError thrown. */
function slowMessages(raw: Uint8Array): Message[] {
  const messages: Message[] = []
  new protocol.Parser().parse(raw, (m) => messages.push(m as Message))
  const error = messages.find((m) => m.name === 'error')
  if (error) throw error
  return messages
}

/** The raw answer to one protocol message. */
async function exchange(pg: PGlite, message: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  let size = 0
  // A chunk is a view of PGlite's output buffer, reused for the next one: copied.
  const onRawData = (chunk: Uint8Array) => {
    chunks.push(chunk.slice())
    size += chunk.length
  }
  await pg.execProtocolRawStream(message, { syncToFs: false, onRawData })
  if (chunks.length === 1) return chunks[0]
  const raw = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    raw.set(c, at)
    at += c.length
  }
  return raw
}

/** Sends one protocol message and checks the answer (a bind: nothing to read but an error). */
export async function send(pg: PGlite, message: Uint8Array): Promise<void> {
  const raw = await exchange(pg, message)
  if (fastRows(raw, NO_ROWS, 'array') === undefined) slowMessages(raw)
}

/** Sends an execute and reads its rows with the statement's reader. */
export async function executeRows(pg: PGlite, message: Uint8Array, reader: RowReader, rowMode: 'array' | 'object'): Promise<unknown[]> {
  const raw = await exchange(pg, message)
  const rows = fastRows(raw, reader, rowMode)
  if (rows) return rows
  const messages = slowMessages(raw)
  return parse.parseResults(reader.description ? [reader.description, ...messages] : messages, pg.parsers, { rowMode })[0].rows as unknown[]
}
