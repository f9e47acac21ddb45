// The OpenAPI component names of the models, by the rules NetBox's document follows (its
// drf-spectacular schema generator): `Site`, `BriefSite`, `SiteRequest`, `WritableSiteRequest`,
// `PatchedWritableSiteRequest`, `PaginatedSiteList`; `DeviceWithConfigContext…` for models that
// render config contexts; `Nested<Model>` where NetBox nests with its older nested serializers; and
// choice fields as named enums (`DeviceStatusValue`, `DeviceStatusLabel`, `DeviceStatus`). Client
// code typed against NetBox's generated models (go-netbox and the like) then finds the same types.
// Every name is derived from the model definitions here; nothing lists names by hand.
import type { ChoiceField, Field, ModelDef, Registry } from '../../src/registry/types.js'
import type { ComponentNames } from '../../src/api/crud/route-entry.js'

const pascal = (s: string) => s.replace(/(^|[-_.])(\w)/g, (_, __, c: string) => c.toUpperCase())

/** `Device` → `DeviceWithConfigContext`: the serializer NetBox lists and returns devices and VMs with. */
function baseName(m: ModelDef): string {
  return m.configContext ? `${m.className}WithConfigContext` : m.className
}

/**
 * NetBox nests a related object with its older `Nested<Model>` serializer (rather than the brief
 * form) for tags, for references from a model to itself (a region's parent, an interface's LAG, an
 * IP address's NAT inside address) and where the model definition says so (`nested: true`).
 */
export function nestsWithNestedSerializer(m: ModelDef, f: Field): boolean {
  if (f.kind !== 'fk' && f.kind !== 'm2m' && f.kind !== 'reverse_one' && f.kind !== 'reverse_many') return false
  if (f.kind === 'fk' && f.plain) return false
  return ((f.kind === 'fk' || f.kind === 'm2m') && !!f.nested) || f.target === 'extras.tag' || f.target === m.key
}

/**
 * The component a relation field's nested object is described by, in responses and in requests.
 * Within a `Nested<Model>` form every relation is nested the same way (NetBox's nested serializers
 * nest nested serializers: NestedInterface's device is a NestedDevice).
 */
export function relatedNames(m: ModelDef, f: Field & { target: string }, reg: Registry, withinNested = false): { read: string; write: string } {
  const target = reg[f.target]
  const nested = withinNested || nestsWithNestedSerializer(m, f)
  const name = `${nested ? 'Nested' : 'Brief'}${target.className}`
  return { read: name, write: `${name}Request` }
}

/**
 * NetBox's schema generator adds a `Writable…Request` variant when the serializer has a choice field
 * (shown as `{value, label}`, written as the value) or a nested-serializer relation; otherwise
 * requests use `…Request` itself.
 */
export function hasWritableVariant(m: ModelDef): boolean {
  return m.fields.some(
    (f) => (f.kind === 'choice' && !f.plain) || ((f.kind === 'fk' || f.kind === 'reverse_one') && nestsWithNestedSerializer(m, f)),
  )
}

export function componentNames(m: ModelDef): ComponentNames {
  const base = baseName(m)
  const writable = hasWritableVariant(m)
  return {
    full: base,
    brief: `Brief${m.className}`,
    nested: `Nested${m.className}`,
    request: `${base}Request`,
    write: writable ? `Writable${base}Request` : `${base}Request`,
    patch: writable ? `PatchedWritable${base}Request` : `Patched${base}Request`,
    briefRequest: `Brief${m.className}Request`,
    nestedRequest: `Nested${m.className}Request`,
    list: `Paginated${base}List`,
    briefList: `PaginatedBrief${m.className}List`,
  }
}

/**
 * A choice field's enums, named as the OpenAPI generators name NetBox's inline ones (go-netbox's
 * `DeviceStatusValue`): the value (written, and shown as `value`), the label, and the
 * `{value, label}` object responses carry.
 */
export function choiceNames(m: ModelDef, f: ChoiceField): { object: string; value: string; label: string } {
  const object = `${m.className}${pascal(f.name)}`
  return { object, value: `${object}Value`, label: `${object}Label` }
}

/**
 * The `{object_type, object_id, object}` items of a list of generic references (a cable's
 * terminations): NetBox's `GenericObject`; other key names get no shared component.
 */
export function genericObjectNames(f: Field): { read: string; write: string } | undefined {
  if (f.kind !== 'children' || f.typeKey !== 'object_type' || f.idKey !== 'object_id' || f.objectKey !== 'object') return undefined
  return { read: 'GenericObject', write: 'GenericObjectRequest' }
}
