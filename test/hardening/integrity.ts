// The integrity checker the hardening tests run after fuzzing, concurrency and faults: walks the
// model registry (so it covers every model) and reports, as readable lines, anything that a write
// left half done. Empty list = intact.
//   - foreign keys, many-to-many join rows and generic relations that point at nothing;
//   - change records that disagree with the objects: the last record of an object says it was
//     deleted yet it exists, or says it exists yet it is gone;
//   - optionally (every object made through the API), objects with no `create` record.
import type { Queryable } from '../../src/db/types.js'
import { registry } from '../../src/generated/registry.js'
import { q } from '../../src/engine/sql.js'

export interface IntegrityOptions {
  /** Every row of models outside users/core was written through the API: each has a create record. */
  apiOnly?: boolean
}

async function count(db: Queryable, sql: string, params: Array<string | number> = []): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(sql, params)
  return Number(row.n)
}

export async function checkIntegrity(db: Queryable, opts: IntegrityOptions = {}): Promise<string[]> {
  const problems: string[] = []
  for (const m of Object.values(registry)) {
    for (const f of m.fields) {
      if (f.kind === 'fk') {
        const target = registry[f.target]
        const n = await count(
          db,
          `SELECT count(*) AS n FROM ${q(m.table)} c WHERE c.${q(f.column)} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${q(target.table)} p WHERE p.id = c.${q(f.column)})`,
        )
        if (n) problems.push(`${m.key}.${f.name}: ${n} rows point at a missing ${f.target}`)
      } else if (f.kind === 'm2m') {
        const target = registry[f.target]
        const n = await count(
          db,
          `SELECT count(*) AS n FROM ${q(f.through)} j WHERE NOT EXISTS (SELECT 1 FROM ${q(m.table)} s WHERE s.id = j.${q(f.sourceColumn)}) OR NOT EXISTS (SELECT 1 FROM ${q(target.table)} t WHERE t.id = j.${q(f.targetColumn)})`,
        )
        if (n) problems.push(`${m.key}.${f.name}: ${n} join rows point at a missing object`)
      } else if (f.kind === 'generic') {
        for (const key of f.targets) {
          const target = registry[key]
          if (!target) continue
          const n = await count(
            db,
            `SELECT count(*) AS n FROM ${q(m.table)} c WHERE c.${q(f.typeColumn)} = $1 AND NOT EXISTS (SELECT 1 FROM ${q(target.table)} p WHERE p.id = c.${q(f.idColumn)})`,
            [key],
          )
          if (n) problems.push(`${m.key}.${f.name}: ${n} rows point at a missing ${key}`)
        }
      }
    }
    // The last change record of each object against the object itself.
    const ghosts = await count(
      db,
      `SELECT count(*) AS n FROM (SELECT DISTINCT ON (changed_object_id) changed_object_id AS oid, action FROM core_objectchange
         WHERE changed_object_type = $1 ORDER BY changed_object_id, id DESC) last
       WHERE last.action <> 'delete' AND NOT EXISTS (SELECT 1 FROM ${q(m.table)} o WHERE o.id = last.oid)`,
      [m.key],
    )
    if (ghosts) problems.push(`${m.key}: ${ghosts} objects have a last change record of create/update but do not exist`)
    const undead = await count(
      db,
      `SELECT count(*) AS n FROM (SELECT DISTINCT ON (changed_object_id) changed_object_id AS oid, action FROM core_objectchange
         WHERE changed_object_type = $1 ORDER BY changed_object_id, id DESC) last
       WHERE last.action = 'delete' AND EXISTS (SELECT 1 FROM ${q(m.table)} o WHERE o.id = last.oid)`,
      [m.key],
    )
    if (undead) problems.push(`${m.key}: ${undead} objects exist although their last change record is a delete`)
    if (opts.apiOnly && m.app !== 'users' && m.app !== 'core' && !m.readOnly) {
      const unrecorded = await count(
        db,
        `SELECT count(*) AS n FROM ${q(m.table)} o WHERE NOT EXISTS (SELECT 1 FROM core_objectchange c WHERE c.changed_object_type = $1 AND c.changed_object_id = o.id AND c.action = 'create')`,
        [m.key],
      )
      if (unrecorded) problems.push(`${m.key}: ${unrecorded} objects have no create record`)
    }
  }
  return problems
}
