// What triggers keep, (re)made when the app starts, from the registry: a tree node's `level` (its
// `_depth`, NetBox's MPTT level), stored counts (a count field with `stored: true`, NetBox's
// CounterCacheField), and the config contexts' cache generation (config-context.ts). Writers that
// bypass the operations layer (SQL seeders, a foreign key's cascade, a revert) keep them right too.
// A model that becomes a tree or gains a stored count needs only its column, which codegen and
// drizzle-kit give it, and a new assignment list of config contexts nothing: the functions and
// triggers are made here, and what they keep brought right for the rows already stored, the first
// time the app runs with the model. (drizzle/0023, 0027 and 0029 made the first ones, as this does.)
//
// Each kept column has a function of its own with static SQL (PL/pgSQL keeps its plans; a shared
// function's EXECUTE was planned per row: +0.06 ms per region insert, +0.25 ms per interface insert).
// A function's comment is the digest of everything made for it: an unchanged one is left alone, a
// changed one is dropped with its triggers and made again; one no model asks for any more is dropped.
import { createHash } from 'node:crypto'
import type { Db, Queryable } from '../db/types.js'
import type { CountField, FkField, ModelDef } from '../registry/types.js'
import { contextTables } from './config-context.js'
import { allModels, getModel, treeParentColumn } from './models.js'
import { lit, q } from './sql.js'

/** Every function made here is named with one of these prefixes (and only those are dropped when stale). */
const PREFIXES = ['netinv_level_', 'netinv_count_', 'netinv_bump_']

/** One function and its triggers, and what brings the value they keep right for rows already stored. */
export interface TriggerSet {
  /** The function's name (≤ 63 characters, PostgreSQL's limit). */
  fn: string
  /** Brings the kept value right for the rows already stored (run before the triggers exist). */
  backfill: string
  /** `CREATE FUNCTION`, then its `CREATE TRIGGER`s. */
  create: string[]
}

function named(fn: string, ...more: string[]): string {
  for (const name of [fn, ...more]) if (name.length > 63) throw new Error(`${name}: longer than PostgreSQL's 63-character names`)
  return fn
}

/**
 * A tree table's `level`: before an insert or a parent change, the parent's level plus one (0 for
 * a root); after a level changed, the children's, whose own triggers go on down the subtree.
 */
function treeLevel(m: ModelDef): TriggerSet {
  const t = q(m.table)
  const p = q(treeParentColumn(m))
  const fn = named(`netinv_level_${m.table}`, `${m.table}_level_before`)
  return {
    fn,
    backfill: `UPDATE ${t} x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM ${t} WHERE ${p} IS NULL UNION ALL SELECT c.id, d.level + 1 FROM ${t} c JOIN d ON c.${p} = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level`,
    create: [
      `CREATE FUNCTION ${q(fn)}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_WHEN = 'BEFORE' THEN
    NEW."level" := coalesce((SELECT p."level" + 1 FROM ${t} p WHERE p.id = NEW.${p}), 0);
    RETURN NEW;
  END IF;
  -- The operations layer refuses a cycle before it writes; this stops one that got past it.
  IF NEW."level" > 1000 THEN
    RAISE EXCEPTION 'tree deeper than 1000 levels in %', TG_TABLE_NAME;
  END IF;
  UPDATE ${t} SET "level" = NEW."level" + 1 WHERE ${p} = NEW.id AND "level" <> NEW."level" + 1;
  RETURN NULL;
END
$$`,
      `CREATE TRIGGER ${q(`${m.table}_level_before`)} BEFORE INSERT OR UPDATE OF ${p} ON ${t} FOR EACH ROW EXECUTE FUNCTION ${q(fn)}()`,
      `CREATE TRIGGER ${q(`${m.table}_level_after`)} AFTER UPDATE OF ${p}, "level" ON ${t} FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION ${q(fn)}()`,
    ],
  }
}

/**
 * A stored count of model m: an insert or delete statement on the counted table makes one UPDATE
 * whatever its rows (its transition table grouped by the counted-for row); an update fires only
 * for a row whose foreign key changed.
 */
function storedCount(m: ModelDef, f: CountField): TriggerSet {
  const source = getModel(f.target)
  const via = source.fields.find((x) => x.name === f.via) as FkField
  const trigger = (suffix: string) => `${source.table}_${via.column}_count_${suffix}`
  const fn = named(`netinv_count_${m.table}_${f.name}`, trigger('insert'), trigger('update'), trigger('delete'))
  const [t, s, c, k] = [q(m.table), q(source.table), q(f.name), q(via.column)]
  return {
    fn,
    backfill: `UPDATE ${t} t SET ${c} = x.n FROM (SELECT d.id, count(r.${k})::int AS n FROM ${t} d LEFT JOIN ${s} r ON r.${k} = d.id GROUP BY d.id) x WHERE t.id = x.id AND t.${c} IS DISTINCT FROM x.n`,
    create: [
      `CREATE FUNCTION ${q(fn)}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE ${t} t SET ${c} = t.${c} + x.n FROM (SELECT ${k} AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE ${t} t SET ${c} = t.${c} - x.n FROM (SELECT ${k} AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE ${t} SET ${c} = ${c} - 1 WHERE id = OLD.${k};
    UPDATE ${t} SET ${c} = ${c} + 1 WHERE id = NEW.${k};
  END IF;
  RETURN NULL;
END
$$`,
      `CREATE TRIGGER ${q(trigger('insert'))} AFTER INSERT ON ${s} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${q(fn)}()`,
      `CREATE TRIGGER ${q(trigger('delete'))} AFTER DELETE ON ${s} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${q(fn)}()`,
      `CREATE TRIGGER ${q(trigger('update'))} AFTER UPDATE OF ${k} ON ${s} FOR EACH ROW WHEN (OLD.${k} IS DISTINCT FROM NEW.${k}) EXECUTE FUNCTION ${q(fn)}()`,
    ],
  }
}

/**
 * The config contexts' cache generation: bumped by every statement changing a context, one of its
 * assignment lists, or a tree a list is matched through (a node's descendants match too), in the
 * same transaction: seen by every process at commit, never by anyone if it rolls back.
 */
function contextGeneration(tables: string[]): TriggerSet {
  const fn = 'netinv_bump_cache_generation'
  return {
    fn,
    // Made again: every process reads its copy afresh.
    backfill: `INSERT INTO "core_cache_generation" ("name", "generation") VALUES ('config_context', 0) ON CONFLICT DO NOTHING; UPDATE "core_cache_generation" SET "generation" = "generation" + 1 WHERE "name" = 'config_context'`,
    create: [
      `CREATE FUNCTION ${q(fn)}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "core_cache_generation" SET "generation" = "generation" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END
$$`,
      ...tables.map(
        (t) =>
          `CREATE TRIGGER ${q(named(`${t}_cache_generation`))} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${q(t)} FOR EACH STATEMENT EXECUTE FUNCTION ${q(fn)}('config_context')`,
      ),
    ],
  }
}

/** Every function and its triggers the registry asks for (tree levels first: a count's backfill reads no level). */
export function triggerSets(): TriggerSet[] {
  const tables = allModels().filter((m) => !m.view)
  const contexts = contextTables()
  return [
    ...tables.filter((m) => m.tree).map(treeLevel),
    ...tables.flatMap((m) => m.fields.filter((f): f is CountField => f.kind === 'count' && !!f.stored).map((f) => storedCount(m, f))),
    ...(contexts.length ? [contextGeneration(contexts)] : []),
  ]
}

const digestOf = (k: TriggerSet): string => createHash('sha256').update([k.backfill, ...k.create].join('\n;\n')).digest('hex')

let wanted: Map<string, { set: TriggerSet; digest: string }> | undefined

function wantedSets(): Map<string, { set: TriggerSet; digest: string }> {
  wanted ??= new Map(triggerSets().map((k) => [k.fn, { set: k, digest: digestOf(k) }]))
  return wanted
}

/** Our functions in the current schema, with their comments (the digests they were made from). */
async function present(db: Queryable): Promise<Map<string, string | null>> {
  const rows = await db.query<{ fn: string; d: string | null }>(
    `SELECT p.proname AS fn, obj_description(p.oid, 'pg_proc') AS d FROM pg_proc p
      WHERE p.pronamespace = current_schema()::regnamespace AND (${PREFIXES.map((x) => `starts_with(p.proname, ${lit(x)})`).join(' OR ')})`,
  )
  return new Map(rows.map((r) => [r.fn, r.d]))
}

function differs(found: Map<string, string | null>): boolean {
  const want = wantedSets()
  if (found.size !== want.size) return true
  for (const [fn, w] of want) if (found.get(fn) !== w.digest) return true
  return false
}

/**
 * Makes every function and its triggers that is missing or changed (bringing what it keeps right
 * for stored rows first), and drops those no model asks for. Idempotent, and one query when
 * nothing changed; processes starting together take turns (an advisory lock).
 */
export async function syncTriggers(db: Db): Promise<void> {
  if (!differs(await present(db))) return
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7464002)')
    const found = await present(tx)
    const want = wantedSets()
    for (const fn of found.keys()) if (!want.has(fn)) await tx.exec(`DROP FUNCTION ${q(fn)}() CASCADE`)
    for (const [fn, { set, digest }] of want) {
      if (found.get(fn) === digest) continue
      await tx.exec(`DROP FUNCTION IF EXISTS ${q(fn)}() CASCADE`)
      await tx.exec(set.backfill)
      for (const statement of set.create) await tx.exec(statement)
      await tx.exec(`COMMENT ON FUNCTION ${q(fn)}() IS ${lit(digest)}`)
    }
  })
}
