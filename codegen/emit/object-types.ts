import { header } from './common.js'

/**
 * The ids of object types (NetBox's ObjectType, `core/object-types/`): append-only. Every model key
 * keeps the id the committed file gave it; a model added later gets the next free id (new keys in
 * sorted order); a model removed keeps its entry, so an id is never given to another model. The
 * previous output is read back from `previous` (the committed file's text, or undefined the first
 * time, when the ids follow the sorted keys).
 */
export function emitObjectTypeIds(keys: string[], previous: string | undefined): string {
  const ids = new Map<string, number>()
  for (const m of (previous ?? '').matchAll(/^ {2}"([a-z0-9_]+\.[a-z0-9_]+)": (\d+),$/gm)) ids.set(m[1], Number(m[2]))
  let next = Math.max(0, ...ids.values()) + 1
  for (const k of [...keys].sort()) if (!ids.has(k)) ids.set(k, next++)
  const lines = [...ids].sort((a, b) => a[1] - b[1]).map(([k, id]) => `  ${JSON.stringify(k)}: ${id},`)
  return (
    header('models/** and its own previous output (ids are append-only: never renumbered, never reused)') +
    `export const OBJECT_TYPE_IDS: Readonly<Record<string, number>> = {\n${lines.join('\n')}\n}\n`
  )
}
