// NetBox 4.4's GraphQL names, derived from the registry: `<ClassName>Type` object types,
// `<snake_class_name>` and `<snake_class_name>_list` query fields (IPAddress → ip_address,
// L2VPNTermination → l2vpn_termination), `<ClassName>Filter` filter inputs.
import type { ModelDef } from '../registry/types.js'

export function snake(className: string): string {
  return className
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
}

export const typeName = (m: ModelDef) => `${m.className}Type`

/** A GraphQL name from free text ("IP addresses" → ip_addresses). */
export function fieldName(text: string): string {
  const s = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return /^[a-z_]/.test(s) ? s : `_${s}`
}

export const pascal = (s: string) => s.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())
