// NetBox's dcim_cablepath: the traced path from a set of origins (interfaces, console and power
// ports, power feeds) through cables, front/rear ports and circuits to its destinations. Derived
// data, rewritten by the cable-path rules (src/domain/dcim/_paths.ts) whenever a cable or a node of
// a path changes; like NetBox (CablePath is `_netbox_private`), not an API model and not change-logged.
// drizzle-kit reads this file beside src/generated/db/ (see drizzle.config.ts).
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core'

export const dcimCablepath = pgTable(
  'dcim_cablepath',
  {
    id: serial('id').primaryKey(),
    /** The model key of the origins (`dcim.interface`, …) and their ids: path[0]. */
    origin_type: varchar('origin_type', { length: 100 }).notNull(),
    origin_ids: integer('origin_ids').array().notNull(),
    /** The model key and ids of the destinations (path[-1]) when the path is complete, else null / empty. */
    destination_type: varchar('destination_type', { length: 100 }),
    destination_ids: integer('destination_ids').array().notNull().default(sql`'{}'::int[]`),
    /** The ordered steps, each a list of `[model key, id]` pairs. */
    path: jsonb('path').notNull(),
    /** Every node of the path flattened as `model key:id` (NetBox's `_nodes`), for containment lookups. */
    nodes: text('nodes').array().notNull(),
    is_active: boolean('is_active').notNull().default(false),
    is_complete: boolean('is_complete').notNull().default(false),
    is_split: boolean('is_split').notNull().default(false),
  },
  (t) => [
    index('dcim_cablepath_origin_idx').using('gin', t.origin_ids),
    index('dcim_cablepath_origin_type_idx').on(t.origin_type),
    index('dcim_cablepath_nodes_idx').using('gin', t.nodes),
  ],
)
