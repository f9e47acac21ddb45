// Field-by-field checking and normalising of one written object, driven by field kinds, with
// NetBox's messages. It does no I/O: references it cannot check alone are returned as pending.
import { checkImage, IMAGE_MSG } from './media.js'
import ipaddr from 'ipaddr.js'
import type { ChildrenField, ChoiceField, Field, FkField, GenericField, M2mField, ModelDef, ScalarField } from '../registry/types.js'
import type { FieldErrors } from './errors.js'
import { getModel, ownsColumn } from './models.js'

/** A value in a message; objects whose toString is not callable (`{"toString": true}`) included. */
function shown(v: unknown): string {
  try {
    return String(v)
  } catch {
    return JSON.stringify(v) ?? typeof v
  }
}

/** A related object given by id or by identifying attributes, resolved later in the transaction. */
export type RefInput = { id: number } | { attrs: Record<string, unknown> }

export interface ValidatedItem {
  /** Normalised scalar values by field name (fk fields hold their RefInput until resolved). */
  values: Map<string, unknown>
  refs: Map<string, RefInput | null>
  generic: Map<string, { type: string | null; id: number | null }>
  m2m: Map<string, RefInput[]>
  /** Inline child lists (ChildrenField): the referenced objects by type and id. */
  children: Map<string, Array<{ type: string; id: number }>>
  customFields?: Record<string, unknown>
  /** NetBox 4.6's `add_tags`/`remove_tags`: tags added to and removed from the stored set. */
  tagOps?: { add: RefInput[]; remove: RefInput[] }
  errors: FieldErrors
}

export type Mode = 'create' | 'replace' | 'patch'

const MSG = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
}

const INT32 = 2147483647

/** Python's name for a JSON value's type, as DRF's messages quote it. */
export function kindOf(v: unknown): string {
  if (v === null || v === undefined) return 'NoneType'
  if (Array.isArray(v)) return 'list'
  if (typeof v === 'object') return 'dict'
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float'
  if (typeof v === 'boolean') return 'bool'
  return 'str'
}

/** An address with optional prefix length, as PostgreSQL's inet accepts it; null when it is not one. */
export function parseIp(raw: string): { addr: ipaddr.IPv4 | ipaddr.IPv6; len: number; bits: number } | null {
  const parts = raw.trim().split('/')
  if (parts.length > 2 || !ipaddr.isValid(parts[0])) return null
  // ipaddr.js accepts shorthand such as "10", "10.1" or "0x0a.0.0.1" and IPv6 zone ids ("%eth0");
  // PostgreSQL accepts none of them, and a network inventory wants dotted quads anyway.
  if (!parts[0].includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(parts[0])) return null
  if (parts[0].includes('%')) return null
  const addr = ipaddr.parse(parts[0])
  const bits = addr.kind() === 'ipv4' ? 32 : 128
  if (parts.length === 2 && !/^\d{1,3}$/.test(parts[1])) return null
  const len = parts.length === 2 ? Number(parts[1]) : bits
  if (len > bits) return null
  return { addr, len, bits }
}

export function networkOf(addr: ipaddr.IPv4 | ipaddr.IPv6, len: number): string {
  const bytes = addr.toByteArray()
  for (let i = 0; i < bytes.length; i++) {
    const keep = Math.max(0, Math.min(8, len - i * 8))
    bytes[i] &= (0xff << (8 - keep)) & 0xff
  }
  return ipaddr.fromByteArray(bytes).toString()
}

/** A string anywhere in v (keys included) holds a NUL, which PostgreSQL cannot store in text or jsonb. */
export function hasNul(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\u0000')
  if (Array.isArray(v)) return v.some(hasNul)
  if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x))
  return false
}

/** The calendar date (and time of day) of an ISO string exists: Date.parse takes 2020-02-30 for 1 March. */
function realDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(v)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const day = new Date(Date.UTC(y, mo - 1, d))
  if (y < 1 || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return false
  return m[4] === undefined || (Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60)
}

/** Checks and normalises one scalar value as a write would (also used for attribute lookups). */
export function scalar(f: ScalarField, v: unknown): { ok: true; v: unknown } | { ok: false; msg: string } {
  switch (f.kind) {
    case 'string':
    case 'slug':
    case 'text':
    case 'password': {
      if (typeof v !== 'string') {
        if (typeof v === 'number' && f.kind !== 'password') v = String(v)
        else return { ok: false, msg: 'Not a valid string.' }
      }
      let s = v as string
      if (s.includes('\u0000')) return { ok: false, msg: 'Null characters are not allowed.' }
      if (f.kind !== 'text' && f.kind !== 'password') s = s.trim()
      if (s === '' && (f.required || f.kind === 'password')) return { ok: false, msg: MSG.blank }
      if (f.maxLength && s.length > f.maxLength) return { ok: false, msg: `Ensure this field has no more than ${f.maxLength} characters.` }
      if (f.kind === 'slug' && s !== '' && !/^[-a-zA-Z0-9_]+$/.test(s))
        return { ok: false, msg: 'Enter a valid “slug” consisting of letters, numbers, underscores or hyphens.' }
      if (f.lower) s = s.toLowerCase()
      return { ok: true, v: s }
    }
    case 'image': {
      // An uploaded file; '' (or null, when allowed) clears an optional image.
      if (v === '' && !f.required) return { ok: true, v }
      return checkImage(v)
    }
    case 'color': {
      if (v === '' && !f.required) return { ok: true, v }
      if (typeof v !== 'string' || !/^[0-9a-fA-F]{6}$/.test(v)) return { ok: false, msg: 'Enter a valid hexadecimal RGB color code.' }
      return { ok: true, v: v.toLowerCase() }
    }
    case 'integer':
    case 'bigint': {
      const n = typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v
      if (typeof n !== 'number' || !Number.isInteger(n)) return { ok: false, msg: 'A valid integer is required.' }
      const max = f.kind === 'integer' ? INT32 : Number.MAX_SAFE_INTEGER
      if (f.max !== undefined && n > f.max) return { ok: false, msg: `Ensure this value is less than or equal to ${f.max}.` }
      if (f.min !== undefined && n < f.min) return { ok: false, msg: `Ensure this value is greater than or equal to ${f.min}.` }
      if (Math.abs(n) > max) return { ok: false, msg: `Ensure this value is less than or equal to ${max}.` }
      return { ok: true, v: n }
    }
    case 'decimal': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
      if (typeof n !== 'number' || !Number.isFinite(n)) return { ok: false, msg: 'A valid number is required.' }
      if (f.max !== undefined && n > f.max) return { ok: false, msg: `Ensure this value is less than or equal to ${f.max}.` }
      if (f.min !== undefined && n < f.min) return { ok: false, msg: `Ensure this value is greater than or equal to ${f.min}.` }
      const places = f.places ?? 2
      const digits = f.digits ?? 8
      const [whole, frac = ''] = Math.abs(n).toString().split('.')
      if (frac.length > places) return { ok: false, msg: `Ensure that there are no more than ${places} decimal places.` }
      if (whole.replace(/^0+/, '').length > digits - places)
        return { ok: false, msg: `Ensure that there are no more than ${digits - places} digits before the decimal point.` }
      return { ok: true, v: n }
    }
    case 'boolean': {
      if (typeof v === 'boolean') return { ok: true, v }
      if (v === 1 || v === 0) return { ok: true, v: v === 1 }
      if (typeof v === 'string' && /^(true|false|1|0)$/i.test(v)) return { ok: true, v: /^(true|1)$/i.test(v) }
      return { ok: false, msg: 'Must be a valid boolean.' }
    }
    case 'date': {
      if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !realDate(v))
        return { ok: false, msg: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.' }
      return { ok: true, v }
    }
    case 'datetime': {
      const ok = typeof v === 'string' && /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v)
      if (!ok || !realDate(v as string))
        return { ok: false, msg: 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].' }
      return { ok: true, v }
    }
    case 'json':
      // PostgreSQL's jsonb cannot hold U+0000 (in keys or strings); refuse it here rather than fail there.
      if (hasNul(v)) return { ok: false, msg: 'Null characters are not allowed.' }
      if (f.jsonObject && (typeof v !== 'object' || v === null || Array.isArray(v)))
        return { ok: false, msg: 'JSON data must be in object form. Example: {"foo": 123}' }
      return { ok: true, v }
    case 'ip_address': {
      if (typeof v !== 'string') return { ok: false, msg: `Invalid IP address format: ${shown(v)}` }
      const ip = parseIp(v)
      if (!ip) return { ok: false, msg: `Invalid IP address format: ${v}` }
      if (ip.len === 0) return { ok: false, msg: 'Cannot create IP address with /0 mask.' }
      return { ok: true, v: `${ip.addr.toString()}/${ip.len}` }
    }
    case 'ip_prefix': {
      if (typeof v !== 'string') return { ok: false, msg: `Invalid IP prefix format: ${shown(v)}` }
      const ip = parseIp(v)
      if (!ip) return { ok: false, msg: `Invalid IP prefix format: ${v}` }
      if (ip.len === 0) return { ok: false, msg: 'Cannot create prefix with /0 mask.' }
      const net = networkOf(ip.addr, ip.len)
      if (net !== ip.addr.toString())
        return { ok: false, msg: `${v} is not a valid prefix. Did you mean ${net}/${ip.len}?` }
      return { ok: true, v: `${net}/${ip.len}` }
    }
    case 'ip_network_list': {
      if (!Array.isArray(v)) return { ok: false, msg: `Expected a list of items but got type "${kindOf(v)}".` }
      const out: string[] = []
      for (const item of v) {
        const ip = typeof item === 'string' ? parseIp(item) : null
        if (!ip) return { ok: false, msg: `Enter a valid IPv4 or IPv6 prefix and mask in CIDR notation: ${shown(item)}` }
        out.push(`${networkOf(ip.addr, ip.len)}/${ip.len}`)
      }
      return { ok: true, v: out }
    }
    case 'string_list': {
      if (!Array.isArray(v)) return { ok: false, msg: `Expected a list of items but got type "${kindOf(v)}".` }
      for (const item of v) {
        if (typeof item !== 'string' || item === '' || item.includes('\u0000')) return { ok: false, msg: `Not a valid string: ${shown(item)}` }
        if (f.maxLength && item.length > f.maxLength) return { ok: false, msg: `Ensure this field has no more than ${f.maxLength} characters.` }
      }
      if (f.required && v.length === 0) return { ok: false, msg: 'This list may not be empty.' }
      return { ok: true, v }
    }
    case 'token_key': {
      if (typeof v !== 'string' || !/^[0-9a-fA-F]{40}$/.test(v)) return { ok: false, msg: 'Ensure this field has exactly 40 hexadecimal characters.' }
      return { ok: true, v: v.toLowerCase() }
    }
    case 'integer_list': {
      const r = integerList(f, v)
      if (r.ok) return r
      return { ok: false, msg: typeof r.errors === 'string' ? r.errors : Object.values(r.errors)[0][0] }
    }
  }
}

/**
 * NetBox 4.6's `add_tags`/`remove_tags` on taggable models (TaggableModelSerializer): tag
 * references like `tags`'; not together with a non-empty `tags`, and `remove_tags` not on create.
 * Both in one request naming the same tag is refused once they are resolved (write.ts).
 */
function validateTagOps(m: ModelDef, input: Record<string, unknown>, mode: Mode, out: ValidatedItem): void {
  const tags = m.fields.find((f) => f.name === 'tags' && f.kind === 'm2m')
  if (!tags || (input.add_tags == null && input.remove_tags == null)) return
  const ops = { add: [] as RefInput[], remove: [] as RefInput[] }
  for (const [name, key] of [['add_tags', 'add'], ['remove_tags', 'remove']] as const) {
    if (input[name] == null) continue
    const probe: ValidatedItem = { values: new Map(), refs: new Map(), generic: new Map(), m2m: new Map(), children: new Map(), errors: {} }
    validateValue({ ...tags, name } as Field, input[name], probe, (n, msg) => (out.errors[n] = [msg]))
    ops[key] = probe.m2m.get(name) ?? []
  }
  const tagsGiven = Array.isArray(input.tags) && input.tags.length > 0
  if (tagsGiven && (ops.add.length || ops.remove.length)) out.errors.tags = ['Cannot specify "tags" together with "add_tags" or "remove_tags".']
  else if (mode === 'create' && ops.remove.length) out.errors.remove_tags = ['Cannot use "remove_tags" when creating a new object.']
  out.tagOps = ops
}

/** A list of integers, checked item by item with DRF's ListField errors (`{"0": [msg]}`). */
export function integerList(f: ScalarField, v: unknown): { ok: true; v: number[] } | { ok: false; errors: string | Record<string, string[]> } {
  if (!Array.isArray(v)) return { ok: false, errors: `Expected a list of items but got type "${kindOf(v)}".` }
  const item: ScalarField = { ...f, kind: 'integer' }
  const errors: Record<string, string[]> = {}
  const out: number[] = []
  v.forEach((x, i) => {
    const r = typeof x === 'boolean' || x === null ? { ok: false as const, msg: 'A valid integer is required.' } : scalar(item, x)
    if (r.ok) out.push(r.v as number)
    else errors[String(i)] = [r.msg]
  })
  if (Object.keys(errors).length) return { ok: false, errors }
  if (f.required && out.length === 0) return { ok: false, errors: 'This field cannot be blank.' }
  return { ok: true, v: out }
}

function choice(f: ChoiceField, v: unknown): { ok: true; v: unknown } | { ok: false; msg: string } {
  if (typeof v === 'object' && v !== null)
    return { ok: false, msg: 'Value must be passed directly (e.g. "foo": 123); do not use a dictionary or list.' }
  const value = f.valueType === 'integer' && typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v
  // NetBox's ChoiceField says `foo is not a …`; a plain choice is DRF's ChoiceField, which quotes it.
  if (!f.choices.some((c) => c.value === value)) return { ok: false, msg: f.plain ? `"${shown(v)}" is not a valid choice.` : `${shown(v)} is not a valid choice.` }
  return { ok: true, v: value }
}

function ref(v: unknown): RefInput | string {
  if (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v))) {
    const id = Number(v)
    if (!Number.isSafeInteger(id) || id < 1 || id > INT32) return `Related object not found using the provided numeric ID: ${shown(v)}`
    return { id }
  }
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const o = v as Record<string, unknown>
    const keys = Object.keys(o)
    if (keys.length === 0) return 'Related objects must be referenced by numeric ID or by dictionary of attributes.'
    if (keys.length === 1 && keys[0] === 'id') return ref(o.id)
    return { attrs: o }
  }
  if (typeof v === 'boolean') return 'Incorrect type. Expected pk value, received bool.'
  return `Related objects must be referenced by numeric ID or by dictionary of attributes. Received an unrecognized value: ${shown(v)}`
}

/**
 * Checks one object of a write. `mode` decides what is required: create and replace (PUT) need
 * every required field; patch needs none. Unknown and read-only keys are ignored, as NetBox does.
 */
export function validateItem(m: ModelDef, body: unknown, mode: Mode): ValidatedItem {
  const out: ValidatedItem = { values: new Map(), refs: new Map(), generic: new Map(), m2m: new Map(), children: new Map(), errors: {} }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    out.errors.non_field_errors = [`Invalid data. Expected a dictionary, but got ${kindOf(body)}.`]
    return out
  }
  const input = body as Record<string, unknown>
  const err = (name: string, msg: string) => {
    out.errors[name] = [msg]
  }
  for (const f of m.fields) {
    if (f.kind === 'generic') {
      validateGeneric(f, input, mode, out, err)
      continue
    }
    if (f.readOnly || !ownsColumn(m, f)) continue
    if (f.kind === 'token_key') {
      // Write-once: given (if at all) on create, under its own name (NetBox 4.4's `key`) or as NetBox
      // 4.6's `token`. Its form depends on the token's version, so it is checked when issued (write.ts).
      if (mode !== 'create') continue
      const name = input.token !== undefined && input.token !== null ? 'token' : f.name
      const v = input[name]
      if (v === undefined || v === null) continue
      if (typeof v !== 'string' || v === '')
        err(name, name === f.name ? 'Ensure this field has exactly 40 hexadecimal characters.' : typeof v === 'string' ? 'This field may not be blank.' : 'Not a valid string.')
      else out.values.set(f.name, v)
      continue
    }
    const present = Object.prototype.hasOwnProperty.call(input, f.name) && input[f.name] !== undefined
    if (!present) {
      if (f.required && mode !== 'patch') err(f.name, f.kind === 'image' ? IMAGE_MSG.required : MSG.required)
      continue
    }
    const v = input[f.name]
    if (v === null) {
      if (f.kind === 'm2m') err(f.name, MSG.null)
      else if (!f.nullable) err(f.name, f.required || f.kind !== 'string' ? MSG.null : MSG.null)
      else if (f.kind === 'fk') out.refs.set(f.name, null)
      else out.values.set(f.name, null)
      continue
    }
    validateValue(f, v, out, err)
  }
  validateTagOps(m, input, mode, out)
  if (m.customFields && input.custom_fields !== undefined && input.custom_fields !== null) {
    const cf = input.custom_fields
    if (typeof cf !== 'object' || Array.isArray(cf))
      out.errors.custom_fields = ['Invalid data format. Custom field data must be passed as a dictionary mapping field names to their values.']
    // Checked against the definitions in the write path (custom-fields.ts), which needs the database.
    else out.customFields = cf as Record<string, unknown>
  }
  return out
}

function validateValue(f: Field, v: unknown, out: ValidatedItem, err: (n: string, m: string) => void): void {
  switch (f.kind) {
    case 'choice': {
      const r = choice(f, v)
      if (r.ok) out.values.set(f.name, r.v)
      else err(f.name, r.msg)
      return
    }
    case 'fk': {
      const r = ref(v)
      if (typeof r === 'string') err(f.name, r)
      else out.refs.set(f.name, r)
      return
    }
    case 'm2m': {
      if (!Array.isArray(v)) return err(f.name, `Expected a list of items but got type "${kindOf(v)}".`)
      const refs: RefInput[] = []
      for (const item of v) {
        // Tags may also be named by slug alone (config contexts' `tags` are a slug list in NetBox).
        const r = f.target === 'extras.tag' && typeof item === 'string' && !/^\d+$/.test(item) ? { attrs: { slug: item } } : ref(item)
        if (typeof r === 'string') return err(f.name, r)
        refs.push(r)
      }
      out.m2m.set(f.name, refs)
      return
    }
    case 'integer_list': {
      const r = integerList(f, v)
      if (r.ok) out.values.set(f.name, r.v)
      else if (typeof r.errors === 'string') err(f.name, r.errors)
      else out.errors[f.name] = r.errors
      return
    }
    case 'children':
      return validateChildren(f, v, out)
    case 'reverse_one':
    case 'reverse_many':
    case 'count':
    case 'derived':
    case 'const':
    case 'generic':
    case 'peers':
    case 'connected':
    case 'object':
      return
    default: {
      const r = scalar(f, v)
      if (r.ok) out.values.set(f.name, r.v)
      else err(f.name, r.msg)
    }
  }
}

/** `[{object_type, object_id}, …]`, errors aligned with the items as DRF's many=True serializers report them. */
function validateChildren(f: ChildrenField, v: unknown, out: ValidatedItem): void {
  if (!Array.isArray(v)) {
    out.errors[f.name] = { non_field_errors: [`Expected a list of items but got type "${kindOf(v)}".`] }
    return
  }
  const g = getModel(f.target).fields.find((x) => x.name === f.generic) as GenericField
  const items: Array<{ type: string; id: number }> = []
  const errors: FieldErrors[] = v.map((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return { non_field_errors: [`Invalid data. Expected a dictionary, but got ${kindOf(item)}.`] }
    const o = item as Record<string, unknown>
    const e: FieldErrors = {}
    const type = o[f.typeKey]
    const id = o[f.idKey]
    if (type === undefined || type === null) e[f.typeKey] = [type === null ? MSG.null : MSG.required]
    else if (typeof type !== 'string' || !/^\w+\.\w+$/.test(type)) e[f.typeKey] = ["Invalid value. Specify a content type as '<app_label>.<model_name>'."]
    else if (!g.targets.includes(type)) e[f.typeKey] = [`Invalid content type: ${type}`]
    const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id
    if (n === undefined || n === null) e[f.idKey] = [n === null ? MSG.null : MSG.required]
    else if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > INT32) e[f.idKey] = ['A valid integer is required.']
    if (!Object.keys(e).length && !items.some((x) => x.type === type && x.id === n)) items.push({ type: type as string, id: n as number })
    return e
  })
  if (errors.some((e) => Object.keys(e).length)) out.errors[f.name] = errors
  else out.children.set(f.name, items)
}

function validateGeneric(
  f: GenericField,
  input: Record<string, unknown>,
  mode: Mode,
  out: ValidatedItem,
  err: (n: string, m: string) => void,
): void {
  const hasType = input[f.typeField] !== undefined
  const hasId = input[f.idField] !== undefined
  if (f.required && mode !== 'patch') {
    if (!hasType || input[f.typeField] === null) err(f.typeField, hasType ? MSG.null : MSG.required)
    if (!hasId || input[f.idField] === null) err(f.idField, hasId ? MSG.null : MSG.required)
    if (out.errors[f.typeField] || out.errors[f.idField]) return
  }
  if (f.required && (input[f.typeField] === null || input[f.idField] === null)) {
    if (input[f.typeField] === null) err(f.typeField, MSG.null)
    if (input[f.idField] === null) err(f.idField, MSG.null)
    return
  }
  if (!hasType && !hasId) return
  const type = input[f.typeField] ?? null
  const rawId = input[f.idField] ?? null
  // A numeric string is an id too (multipart/form-data bodies carry only strings).
  const id = typeof rawId === 'string' && /^\d{1,10}$/.test(rawId) ? Number(rawId) : rawId
  if ((type === null) !== (id === null)) {
    if (mode === 'patch' && (!hasType || !hasId)) {
      // A patch may change only the id (or only the type); the other half comes from the stored row.
      out.generic.set(f.name, { type: hasType ? (type as string | null) : undefined!, id: hasId ? (id as number | null) : undefined! })
      if (hasType && type !== null && (typeof type !== 'string' || !f.targets.includes(type)))
        err(f.typeField, `Select a valid choice. ${shown(type)} is not one of the available choices.`)
      if (hasId && id !== null && (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > INT32)) err(f.idField, 'A valid integer is required.')
      return
    }
    return err(type === null ? f.typeField : f.idField, 'This field cannot be null.')
  }
  if (type !== null && (typeof type !== 'string' || !f.targets.includes(type)))
    return err(f.typeField, `Select a valid choice. ${shown(type)} is not one of the available choices.`)
  if (id !== null && (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > INT32))
    return err(f.idField, 'A valid integer is required.')
  out.generic.set(f.name, { type: type as string | null, id: id as number | null })
}

export type { FkField, M2mField }
