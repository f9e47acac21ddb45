// The SQL that keeps a tree node's stored `level` (its `_depth`, NetBox's MPTT level) for tree models:
// for each table, a backfill, a function of its own with static SQL (PL/pgSQL keeps its plans; a
// shared function's EXECUTE was planned per row), and its two triggers. Paste it into a custom
// migration when a model becomes a tree (`npx drizzle-kit generate --custom --name …`, after the
// migration adding its `level` column). drizzle/0027_tree_level_triggers.sql is this output for the
// first ten.
//   npx tsx scripts/tree-level-sql.ts [app.model …]   (default: every tree model)
import { treeParentColumn } from '../src/engine/models.js'
import { registry } from '../src/generated/registry.js'

const wanted = new Set(process.argv.slice(2))
const out: string[] = []
for (const m of Object.values(registry)) {
  if (!m.tree || m.view || (wanted.size && !wanted.has(m.key))) continue
  const t = `"${m.table}"`
  const p = `"${treeParentColumn(m)}"`
  const fn = `netinv_level_${m.table}`
  if (fn.length > 63) throw new Error(`${fn}: longer than PostgreSQL's 63-character names`)
  out.push(
    `UPDATE ${t} x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM ${t} WHERE ${p} IS NULL UNION ALL SELECT c.id, d.level + 1 FROM ${t} c JOIN d ON c.${p} = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level;`,
    // Before an insert or a parent change: the parent's level plus one (0 for a root). After a
    // level changed: the children's, whose own triggers go on down the subtree.
    `CREATE FUNCTION "${fn}"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;`,
    `CREATE TRIGGER "${m.table}_level_before" BEFORE INSERT OR UPDATE OF ${p} ON ${t} FOR EACH ROW EXECUTE FUNCTION "${fn}"();`,
    `CREATE TRIGGER "${m.table}_level_after" AFTER UPDATE OF ${p}, "level" ON ${t} FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION "${fn}"();`,
  )
}
console.log(out.join('\n--> statement-breakpoint\n'))
