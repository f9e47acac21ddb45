// The SQL that keeps stored counts (a count field with `stored: true`, NetBox's counter caches):
// for each, a backfill, a function of its own with static SQL, and its insert, delete and update
// triggers on the counted table. Paste it into a custom migration when a model gains a stored
// count (`npx drizzle-kit generate --custom --name …`, after the migration adding its column).
// drizzle/0029_counter_cache_triggers.sql is this output for the first 22.
//   npx tsx scripts/stored-count-sql.ts [app.model.field …]   (default: every stored count)
import { registry } from '../src/generated/registry.js'
import type { CountField, FkField } from '../src/registry/types.js'

const wanted = new Set(process.argv.slice(2))
const out: string[] = []
for (const m of Object.values(registry))
  for (const f of m.fields) {
    if (f.kind !== 'count' || !(f as CountField).stored) continue
    if (wanted.size && !wanted.has(`${m.key}.${f.name}`)) continue
    const count = f as CountField
    const source = registry[count.target]
    const via = source.fields.find((x) => x.name === count.via) as FkField
    const fn = `netinv_count_${m.table}_${f.name}`
    const trigger = (suffix: string) => `"${source.table}_${via.column}_count_${suffix}"`
    for (const name of [fn, trigger('insert')]) if (name.length > 63) throw new Error(`${name}: longer than PostgreSQL's 63-character names`)
    const [t, c, k] = [`"${m.table}"`, `"${f.name}"`, `"${via.column}"`]
    out.push(
      `UPDATE ${t} t SET ${c} = x.n FROM (SELECT ${k} AS id, count(*)::int AS n FROM "${source.table}" GROUP BY 1) x WHERE t.id = x.id;`,
      `CREATE FUNCTION "${fn}"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;`,
      `CREATE TRIGGER ${trigger('insert')} AFTER INSERT ON "${source.table}" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "${fn}"();`,
      `CREATE TRIGGER ${trigger('delete')} AFTER DELETE ON "${source.table}" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "${fn}"();`,
      `CREATE TRIGGER ${trigger('update')} AFTER UPDATE OF ${k} ON "${source.table}" FOR EACH ROW WHEN (OLD.${k} IS DISTINCT FROM NEW.${k}) EXECUTE FUNCTION "${fn}"();`,
    )
  }
console.log(out.join('\n--> statement-breakpoint\n'))
