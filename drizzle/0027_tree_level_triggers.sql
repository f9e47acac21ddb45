-- A tree node's `level` (its depth, NetBox's MPTT column, served as `_depth`) is kept by triggers, so
-- every writer keeps it right: the operations layer, a revert, a foreign key's cascade, SQL seeders.
-- Before a row is inserted or its parent changes, its level is its parent's plus one (0 for a root);
-- after a row's level changes, its children's are set, whose own triggers go on down the subtree.
-- A new tree model needs its table added here (a migration of its own); test/db/tree-level.test.ts
-- checks every tree model's table has both triggers.
CREATE FUNCTION "netinv_tree_level_before"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent integer := (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
  parent_level integer;
BEGIN
  IF parent IS NULL THEN
    NEW."level" := 0;
  ELSE
    EXECUTE format('SELECT "level" FROM %I.%I WHERE id = $1', TG_TABLE_SCHEMA, TG_TABLE_NAME) INTO parent_level USING parent;
    NEW."level" := coalesce(parent_level + 1, 0);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "netinv_tree_level_after"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The operations layer refuses a cycle before it writes; this stops one that got past it.
  IF NEW."level" > 1000 THEN
    RAISE EXCEPTION 'tree deeper than 1000 levels in %', TG_TABLE_NAME;
  END IF;
  EXECUTE format('UPDATE %I.%I SET "level" = $1 WHERE %I = $2 AND "level" <> $1', TG_TABLE_SCHEMA, TG_TABLE_NAME, TG_ARGV[0]) USING NEW."level" + 1, NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE "dcim_devicerole" x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM "dcim_devicerole" WHERE "parent_id" IS NULL UNION ALL SELECT c.id, d.level + 1 FROM "dcim_devicerole" c JOIN d ON c."parent_id" = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level;
--> statement-breakpoint
CREATE TRIGGER "dcim_devicerole_level_before" BEFORE INSERT OR UPDATE OF "parent_id" ON "dcim_devicerole" FOR EACH ROW EXECUTE FUNCTION "netinv_tree_level_before"('parent_id');
--> statement-breakpoint
CREATE TRIGGER "dcim_devicerole_level_after" AFTER UPDATE OF "parent_id", "level" ON "dcim_devicerole" FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION "netinv_tree_level_after"('parent_id');
--> statement-breakpoint
UPDATE "dcim_inventoryitem" x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM "dcim_inventoryitem" WHERE "parent_id" IS NULL UNION ALL SELECT c.id, d.level + 1 FROM "dcim_inventoryitem" c JOIN d ON c."parent_id" = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level;
--> statement-breakpoint
CREATE TRIGGER "dcim_inventoryitem_level_before" BEFORE INSERT OR UPDATE OF "parent_id" ON "dcim_inventoryitem" FOR EACH ROW EXECUTE FUNCTION "netinv_tree_level_before"('parent_id');
--> statement-breakpoint
CREATE TRIGGER "dcim_inventoryitem_level_after" AFTER UPDATE OF "parent_id", "level" ON "dcim_inventoryitem" FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION "netinv_tree_level_after"('parent_id');
--> statement-breakpoint
UPDATE "dcim_inventoryitemtemplate" x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM "dcim_inventoryitemtemplate" WHERE "parent_id" IS NULL UNION ALL SELECT c.id, d.level + 1 FROM "dcim_inventoryitemtemplate" c JOIN d ON c."parent_id" = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level;
--> statement-breakpoint
CREATE TRIGGER "dcim_inventoryitemtemplate_level_before" BEFORE INSERT OR UPDATE OF "parent_id" ON "dcim_inventoryitemtemplate" FOR EACH ROW EXECUTE FUNCTION "netinv_tree_level_before"('parent_id');
--> statement-breakpoint
CREATE TRIGGER "dcim_inventoryitemtemplate_level_after" AFTER UPDATE OF "parent_id", "level" ON "dcim_inventoryitemtemplate" FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION "netinv_tree_level_after"('parent_id');
--> statement-breakpoint
UPDATE "dcim_location" x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM "dcim_location" WHERE "parent_id" IS NULL UNION ALL SELECT c.id, d.level + 1 FROM "dcim_location" c JOIN d ON c."parent_id" = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level;
--> statement-breakpoint
CREATE TRIGGER "dcim_location_level_before" BEFORE INSERT OR UPDATE OF "parent_id" ON "dcim_location" FOR EACH ROW EXECUTE FUNCTION "netinv_tree_level_before"('parent_id');
--> statement-breakpoint
CREATE TRIGGER "dcim_location_level_after" AFTER UPDATE OF "parent_id", "level" ON "dcim_location" FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION "netinv_tree_level_after"('parent_id');
--> statement-breakpoint
UPDATE "dcim_platform" x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM "dcim_platform" WHERE "parent_id" IS NULL UNION ALL SELECT c.id, d.level + 1 FROM "dcim_platform" c JOIN d ON c."parent_id" = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level;
--> statement-breakpoint
CREATE TRIGGER "dcim_platform_level_before" BEFORE INSERT OR UPDATE OF "parent_id" ON "dcim_platform" FOR EACH ROW EXECUTE FUNCTION "netinv_tree_level_before"('parent_id');
--> statement-breakpoint
CREATE TRIGGER "dcim_platform_level_after" AFTER UPDATE OF "parent_id", "level" ON "dcim_platform" FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION "netinv_tree_level_after"('parent_id');
--> statement-breakpoint
UPDATE "dcim_region" x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM "dcim_region" WHERE "parent_id" IS NULL UNION ALL SELECT c.id, d.level + 1 FROM "dcim_region" c JOIN d ON c."parent_id" = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level;
--> statement-breakpoint
CREATE TRIGGER "dcim_region_level_before" BEFORE INSERT OR UPDATE OF "parent_id" ON "dcim_region" FOR EACH ROW EXECUTE FUNCTION "netinv_tree_level_before"('parent_id');
--> statement-breakpoint
CREATE TRIGGER "dcim_region_level_after" AFTER UPDATE OF "parent_id", "level" ON "dcim_region" FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION "netinv_tree_level_after"('parent_id');
--> statement-breakpoint
UPDATE "dcim_sitegroup" x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM "dcim_sitegroup" WHERE "parent_id" IS NULL UNION ALL SELECT c.id, d.level + 1 FROM "dcim_sitegroup" c JOIN d ON c."parent_id" = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level;
--> statement-breakpoint
CREATE TRIGGER "dcim_sitegroup_level_before" BEFORE INSERT OR UPDATE OF "parent_id" ON "dcim_sitegroup" FOR EACH ROW EXECUTE FUNCTION "netinv_tree_level_before"('parent_id');
--> statement-breakpoint
CREATE TRIGGER "dcim_sitegroup_level_after" AFTER UPDATE OF "parent_id", "level" ON "dcim_sitegroup" FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION "netinv_tree_level_after"('parent_id');
--> statement-breakpoint
UPDATE "tenancy_contactgroup" x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM "tenancy_contactgroup" WHERE "parent_id" IS NULL UNION ALL SELECT c.id, d.level + 1 FROM "tenancy_contactgroup" c JOIN d ON c."parent_id" = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level;
--> statement-breakpoint
CREATE TRIGGER "tenancy_contactgroup_level_before" BEFORE INSERT OR UPDATE OF "parent_id" ON "tenancy_contactgroup" FOR EACH ROW EXECUTE FUNCTION "netinv_tree_level_before"('parent_id');
--> statement-breakpoint
CREATE TRIGGER "tenancy_contactgroup_level_after" AFTER UPDATE OF "parent_id", "level" ON "tenancy_contactgroup" FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION "netinv_tree_level_after"('parent_id');
--> statement-breakpoint
UPDATE "tenancy_tenantgroup" x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM "tenancy_tenantgroup" WHERE "parent_id" IS NULL UNION ALL SELECT c.id, d.level + 1 FROM "tenancy_tenantgroup" c JOIN d ON c."parent_id" = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level;
--> statement-breakpoint
CREATE TRIGGER "tenancy_tenantgroup_level_before" BEFORE INSERT OR UPDATE OF "parent_id" ON "tenancy_tenantgroup" FOR EACH ROW EXECUTE FUNCTION "netinv_tree_level_before"('parent_id');
--> statement-breakpoint
CREATE TRIGGER "tenancy_tenantgroup_level_after" AFTER UPDATE OF "parent_id", "level" ON "tenancy_tenantgroup" FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION "netinv_tree_level_after"('parent_id');
--> statement-breakpoint
UPDATE "wireless_wirelesslangroup" x SET "level" = d.level FROM (WITH RECURSIVE d(id, level) AS (SELECT id, 0 FROM "wireless_wirelesslangroup" WHERE "parent_id" IS NULL UNION ALL SELECT c.id, d.level + 1 FROM "wireless_wirelesslangroup" c JOIN d ON c."parent_id" = d.id WHERE d.level < 1000) SELECT id, level FROM d) d WHERE x.id = d.id AND x."level" <> d.level;
--> statement-breakpoint
CREATE TRIGGER "wireless_wirelesslangroup_level_before" BEFORE INSERT OR UPDATE OF "parent_id" ON "wireless_wirelesslangroup" FOR EACH ROW EXECUTE FUNCTION "netinv_tree_level_before"('parent_id');
--> statement-breakpoint
CREATE TRIGGER "wireless_wirelesslangroup_level_after" AFTER UPDATE OF "parent_id", "level" ON "wireless_wirelesslangroup" FOR EACH ROW WHEN (OLD."level" IS DISTINCT FROM NEW."level") EXECUTE FUNCTION "netinv_tree_level_after"('parent_id');
