// NetBox's TunnelTermination.clean(): an interface terminates one tunnel at a time.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { ownId } from '../current.js'

const TABLES: Record<string, string> = { 'dcim.interface': 'dcim_interface', 'virtualization.vminterface': 'virtualization_vminterface' }

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const t = input.values.get('termination') as { type: string | null; id: number | null } | undefined
  if (!t?.type || t.id == null || !TABLES[t.type]) return
  const key = `vpn.tunneltermination:${t.type}:${t.id}`
  const rows = await db.query<{ name: string; tunnel: string }>(
    `SELECT o.name, tu.name AS tunnel FROM vpn_tunneltermination tt JOIN vpn_tunnel tu ON tu.id = tt.tunnel_id
       JOIN ${TABLES[t.type]} o ON o.id = tt.termination_id
     WHERE tt.termination_type = $1 AND tt.termination_id = $2 AND tt.id IS DISTINCT FROM $3`,
    [t.type, t.id, ownId(input) ?? null],
  )
  const taken = rows[0] ?? (input.batch.get(key) as { name: string; tunnel: string } | undefined)
  if (taken) return { termination: [`${taken.name} is already attached to a tunnel (${taken.tunnel}).`] }
  const [own] = await db.query<{ name: string; tunnel: string }>(
    `SELECT (SELECT name FROM ${TABLES[t.type]} WHERE id = $1) AS name, (SELECT name FROM vpn_tunnel WHERE id = $2) AS tunnel`,
    [t.id, Number(input.values.get('tunnel') ?? input.existing?.tunnel_id ?? 0)],
  )
  if (own) input.batch.set(key, own)
}
