// Models whose rows are a SQL view over other tables (a model file's `view`), (re)created when the
// app starts, from the registry: a model added later is in the view as soon as the app runs with it,
// with no migration of its own.
import { createHash } from 'node:crypto'
import type { Db } from '../db/types.js'
import type { ModelDef } from '../registry/types.js'
import { allModels } from './models.js'
import { lit, q } from './sql.js'

/**
 * extras.taggeditem: the tag join table of every tagged model, one row per tag on an object, with
 * the join row's id (one sequence for all of them, so ids are unique and stable while the tag stays).
 */
function taggedItems(): string {
  const tag = q(allModels().find((m) => m.key === 'extras.tag')!.table)
  const parts = allModels()
    .filter((m) => !m.view)
    .flatMap((m) => {
      const f = m.fields.find((x) => x.name === 'tags')
      if (f?.kind !== 'm2m' || f.target !== 'extras.tag') return []
      return [
        `SELECT j.id::int AS id, j.created, ${lit(m.key)}::varchar(100) AS object_type, j.source_id AS object_id, j.target_id AS tag_id, ` +
          `(${lit(`${m.key} `)} || j.source_id || ' tagged with ' || tg.name)::varchar(300) AS display_label ` +
          `FROM ${q(f.through)} j JOIN ${tag} tg ON tg.id = j.target_id`,
      ]
    })
  return parts.join('\nUNION ALL\n')
}

const BUILDERS: Record<NonNullable<ModelDef['view']>, () => string> = { taggedItems }

/** Creates or replaces every view (idempotent; serialised between processes starting together). */
export async function syncViews(db: Db): Promise<void> {
  const views = allModels().filter((m) => m.view)
  if (!views.length) return
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7464001)')
    for (const m of views) {
      const sql = BUILDERS[m.view!]()
      // The definition's digest is kept as the view's comment: an unchanged view is left alone.
      const digest = createHash('sha256').update(sql).digest('hex')
      const [row] = await tx.query<{ d: string | null }>(`SELECT obj_description(to_regclass($1::text), 'pg_class') AS d`, [m.table])
      if (row?.d === digest) continue
      // CREATE OR REPLACE cannot drop or retype columns: a changed definition is dropped first.
      await tx.exec(`DROP VIEW IF EXISTS ${q(m.table)}; CREATE VIEW ${q(m.table)} AS ${sql}; COMMENT ON VIEW ${q(m.table)} IS ${lit(digest)}`)
    }
  })
}
