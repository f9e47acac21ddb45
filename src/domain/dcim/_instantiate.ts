// NetBox's Device._instantiate_components and Module.save: the components a device type (or a
// module type) describes, created for new devices (or installed modules) through the recorded write
// path (`rows`), one `rows.create` per component model for the whole write request.
import type { Queryable } from '../../db/types.js'
import type { RowWriter } from '../../engine/hooks.js'

const MODULE_TOKEN = '{module}'

/** A new device or module that gets components. */
export interface Target {
  device: number
  /** The device type (device) or the module type (module). */
  typeId: number
  /** The installed module, and its bays' positions from the root module down (for `{module}`). */
  module?: { id: number; positions: string[] }
}

type Row = Record<string, unknown>
type Body = Record<string, unknown>

interface Spec {
  table: string
  component: string
  /** The component's own fields from the template (name, label, device and module are added). */
  body(t: Row, ref: (table: string, id: unknown) => number | null): Body
  /** Device-type-only templates (device bays, inventory items). */
  deviceOnly?: boolean
}

const pick = (t: Row, ...cols: string[]): Body => Object.fromEntries(cols.filter((c) => t[c] !== null && t[c] !== undefined).map((c) => [c, t[c]]))

const SPECS: Record<string, Spec> = {
  consoleport: { table: 'dcim_consoleporttemplate', component: 'dcim.consoleport', body: (t) => pick(t, 'type') },
  consoleserverport: { table: 'dcim_consoleserverporttemplate', component: 'dcim.consoleserverport', body: (t) => pick(t, 'type') },
  powerport: { table: 'dcim_powerporttemplate', component: 'dcim.powerport', body: (t) => pick(t, 'type', 'maximum_draw', 'allocated_draw') },
  poweroutlet: {
    table: 'dcim_poweroutlettemplate',
    component: 'dcim.poweroutlet',
    body: (t, ref) => ({ ...pick(t, 'type', 'feed_leg'), power_port: ref('dcim_powerporttemplate', t.power_port_id) }),
  },
  interface: { table: 'dcim_interfacetemplate', component: 'dcim.interface', body: (t) => pick(t, 'type', 'enabled', 'mgmt_only', 'poe_mode', 'poe_type', 'rf_role') },
  rearport: { table: 'dcim_rearporttemplate', component: 'dcim.rearport', body: (t) => pick(t, 'type', 'color', 'positions') },
  frontport: {
    table: 'dcim_frontporttemplate',
    component: 'dcim.frontport',
    body: (t, ref) => ({ ...pick(t, 'type', 'color', 'rear_port_position'), rear_port: ref('dcim_rearporttemplate', t.rear_port_id) }),
  },
  modulebay: { table: 'dcim_modulebaytemplate', component: 'dcim.modulebay', body: (t) => pick(t, 'position') },
  devicebay: { table: 'dcim_devicebaytemplate', component: 'dcim.devicebay', body: () => ({}), deviceOnly: true },
}

/** NetBox's order: devices (Device.save) and modules (Module.save). */
const DEVICE_ORDER = ['consoleport', 'consoleserverport', 'powerport', 'poweroutlet', 'interface', 'rearport', 'frontport', 'modulebay', 'devicebay']
const MODULE_ORDER = ['consoleport', 'consoleserverport', 'interface', 'powerport', 'poweroutlet', 'rearport', 'frontport', 'modulebay']

/** ModularComponentTemplateModel.resolve_name/resolve_label: one `{module}` per module level, root first. */
export function resolveName(name: string, positions?: string[]): string {
  if (!positions || !name.includes(MODULE_TOKEN)) return name
  let out = name
  for (const p of positions) out = out.replace(MODULE_TOKEN, () => p)
  return out
}

/**
 * Creates the components of `targets` from their templates. (NetBox 4.4's API always replicates
 * a module type's components and never adopts existing ones; `replicate_components` and
 * `adopt_components` are 4.6's.)
 */
export async function instantiate(db: Queryable, rows: RowWriter, kind: 'device' | 'module', targets: Target[]): Promise<void> {
  if (!targets.length) return
  const typeCol = kind === 'device' ? 'device_type_id' : 'module_type_id'
  const typeIds = [...new Set(targets.map((t) => t.typeId))]
  // (target index, template table, template id) → the component made from it.
  const made = new Map<string, number>()
  const key = (i: number, table: string, id: unknown) => `${i}:${table}:${Number(id)}`
  const refOf = (i: number) => (table: string, id: unknown) => (id === null || id === undefined ? null : (made.get(key(i, table, id)) ?? null))

  for (const name of kind === 'device' ? DEVICE_ORDER : MODULE_ORDER) {
    const spec = SPECS[name]
    const templates = await db.query<Row>(`SELECT * FROM ${spec.table} WHERE ${typeCol} = ANY($1::int[]) ORDER BY name, id`, [typeIds])
    if (!templates.length) continue
    const byType = new Map<number, Row[]>()
    for (const t of templates) byType.set(Number(t[typeCol]), [...(byType.get(Number(t[typeCol])) ?? []), t])
    const bodies: Body[] = []
    const origin: Array<{ i: number; id: unknown }> = []
    targets.forEach((target, i) => {
      for (const t of byType.get(target.typeId) ?? []) {
        const resolved = resolveName(String(t.name), target.module?.positions)
        const body: Body = { ...spec.body(t, refOf(i)), device: target.device, name: resolved, label: resolveName(String(t.label ?? ''), target.module?.positions) }
        if (target.module) body.module = target.module.id
        bodies.push(body)
        origin.push({ i, id: t.id })
      }
    })
    if (bodies.length) {
      const ids = await rows.create(spec.component, bodies)
      ids.forEach((id, n) => made.set(key(origin[n].i, spec.table, origin[n].id), id))
    }
    if (name === 'interface') {
      // update_interface_bridges: a bridge names another interface of the same device or module.
      const bridges: Array<{ id: number; body: Body }> = []
      targets.forEach((target, i) => {
        for (const t of byType.get(target.typeId) ?? []) {
          if (t.bridge_id === null || t.bridge_id === undefined) continue
          const id = made.get(key(i, spec.table, t.id))
          const bridge = made.get(key(i, spec.table, t.bridge_id))
          if (id !== undefined && bridge !== undefined) bridges.push({ id, body: { bridge } })
        }
      })
      if (bridges.length) await rows.update('dcim.interface', bridges)
    }
  }
  if (kind === 'device') await inventoryItems(db, rows, targets, made, key)
}

/** Inventory items: parents before children (one `rows.create` per tree level), components by template. */
async function inventoryItems(
  db: Queryable,
  rows: RowWriter,
  targets: Target[],
  made: Map<string, number>,
  key: (i: number, table: string, id: unknown) => string,
): Promise<void> {
  const table = 'dcim_inventoryitemtemplate'
  const typeIds = [...new Set(targets.map((t) => t.typeId))]
  const templates = await db.query<Row>(`SELECT * FROM ${table} WHERE device_type_id = ANY($1::int[]) ORDER BY name, id`, [typeIds])
  if (!templates.length) return
  const byType = new Map<number, Row[]>()
  for (const t of templates) byType.set(Number(t.device_type_id), [...(byType.get(Number(t.device_type_id)) ?? []), t])
  let pending = new Set(templates.map((t) => Number(t.id)))
  const done = new Set<number>()
  while (pending.size) {
    const level = templates.filter((t) => pending.has(Number(t.id)) && (t.parent_id === null || done.has(Number(t.parent_id))))
    if (!level.length) return // a cycle cannot happen (the tree is checked on write); stop rather than loop
    const ids = new Set(level.map((t) => Number(t.id)))
    const bodies: Body[] = []
    const origin: Array<{ i: number; id: unknown }> = []
    targets.forEach((target, i) => {
      for (const t of byType.get(target.typeId) ?? []) {
        if (!ids.has(Number(t.id))) continue
        const body: Body = { device: target.device, name: t.name, label: t.label ?? '', ...pick(t, 'part_id') }
        if (t.role_id !== null) body.role = t.role_id
        if (t.manufacturer_id !== null) body.manufacturer = t.manufacturer_id
        if (t.parent_id !== null) body.parent = made.get(key(i, table, t.parent_id)) ?? null
        if (t.component_type && t.component_id !== null) {
          const component = made.get(key(i, `dcim_${String(t.component_type).split('.')[1]}`, t.component_id))
          if (component !== undefined) {
            body.component_type = String(t.component_type).replace(/template$/, '')
            body.component_id = component
          }
        }
        bodies.push(body)
        origin.push({ i, id: t.id })
      }
    })
    if (bodies.length) {
      const created = await rows.create('dcim.inventoryitem', bodies)
      created.forEach((id, n) => made.set(key(origin[n].i, table, origin[n].id), id))
    }
    for (const id of ids) done.add(id)
    pending = new Set([...pending].filter((id) => !ids.has(id)))
  }
}

/** The positions of module bays `bayIds` and of the bays their modules sit in, root first, by bay. */
export async function bayPositions(db: Queryable, bayIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>()
  if (!bayIds.length) return out
  const rows = await db.query<{ start: number; depth: number; position: string | null }>(
    `WITH RECURSIVE chain(start, bay_id, depth) AS (
       SELECT id, id, 0 FROM dcim_modulebay WHERE id = ANY($1::int[])
       UNION ALL
       SELECT c.start, m.module_bay_id, c.depth + 1 FROM chain c
         JOIN dcim_modulebay b ON b.id = c.bay_id JOIN dcim_module m ON m.id = b.module_id
       WHERE c.depth < 32
     )
     SELECT c.start, c.depth, b.position FROM chain c JOIN dcim_modulebay b ON b.id = c.bay_id ORDER BY c.start, c.depth DESC`,
    [bayIds],
  )
  for (const r of rows) out.set(Number(r.start), [...(out.get(Number(r.start)) ?? []), r.position ?? ''])
  return out
}
