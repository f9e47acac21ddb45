// NetBox's API surface as data (reference/): endpoints with their fields, brief fields and filters;
// choice lists and which field uses which; filtersets with how each filter is computed.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const load = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T

export const NETBOX_VERSION = '4.4.10'

export interface Endpoint {
  fields: string[]
  /** null: NetBox's serializer has none and shows every field in brief mode. */
  brief_fields: string[] | null
  /** Filter name → the lookup suffixes NetBox generates for it. */
  filters: Record<string, string[]>
}

export interface ChoiceItem {
  value: string | number
  label: string
  group?: string
}

export interface FilterSpec {
  filter: string
  field_name?: string
  lookup_expr?: string
  to_field_name?: string
  method?: string
  queryset?: string
  declared_in: string
}

export const api = load<{ endpoints: Record<string, Endpoint> }>(`reference/netbox-api/netbox-api-${NETBOX_VERSION}.json`)

export const choices = load<{ choice_sets: Record<string, ChoiceItem[]>; fields: Record<string, Record<string, string>> }>(
  `reference/netbox-source/choices-${NETBOX_VERSION}.json`,
)

export const filtersets = load<{
  filtersets: Record<string, { filterset: string; filters: Record<string, FilterSpec>; meta_fields: Record<string, string | null> }>
}>(`reference/netbox-source/filters-${NETBOX_VERSION}.json`).filtersets

/** How NetBox computes a filter, in a few words (the note of a new `filter` gap). */
export function filterNote(model: string, name: string): string | undefined {
  const fs = filtersets[model]
  if (!fs) return undefined
  const spec = fs.filters[name]
  if (!spec) return name in fs.meta_fields ? `${fs.filterset} Meta.fields (${fs.meta_fields[name] ?? 'model field'})` : undefined
  const how = [
    spec.method ? `method=${spec.method}` : undefined,
    spec.field_name ? `field_name=${spec.field_name}` : undefined,
    spec.to_field_name ? `to_field_name=${spec.to_field_name}` : undefined,
    spec.lookup_expr && spec.lookup_expr !== 'in' && spec.lookup_expr !== 'exact' ? `lookup_expr=${spec.lookup_expr}` : undefined,
  ].filter(Boolean)
  return `${spec.declared_in}: ${spec.filter}${how.length ? ` ${how.join(' ')}` : ''}`
}
