-- Stored counts (NetBox's counter caches: a device's interface_count, a device type's
-- interface_template_count, a virtual machine's interface_count, …) are kept by triggers on
-- the counted tables, so every writer keeps them right: the operations layer, a
-- revert, a foreign key's cascade, SQL seeders. An insert or a delete makes one UPDATE per
-- statement, whatever its rows (the transition table grouped by the row counted for); an update
-- fires only for a row whose foreign key changed. Each count has a function of its own with static
-- SQL, whose plans PL/pgSQL keeps (a shared function's EXECUTE planned per call: +0.25 ms on a
-- single insert, against +0.03). Read as a column, a 50-device page no longer counts ten tables per
-- device (its statement: half a millisecond of PostgreSQL CPU).
-- A new stored count needs its triggers here (a migration of its own); test/db/counter-cache.test.ts
-- checks every stored count has them.
UPDATE "dcim_device" t SET "console_port_count" = x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM "dcim_consoleport" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_device_console_port_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_device" t SET "console_port_count" = t."console_port_count" + x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_device" t SET "console_port_count" = t."console_port_count" - x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_device" SET "console_port_count" = "console_port_count" - 1 WHERE id = OLD."device_id";
    UPDATE "dcim_device" SET "console_port_count" = "console_port_count" + 1 WHERE id = NEW."device_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleport_device_id_count_insert" AFTER INSERT ON "dcim_consoleport" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_console_port_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleport_device_id_count_delete" AFTER DELETE ON "dcim_consoleport" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_console_port_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleport_device_id_count_update" AFTER UPDATE OF "device_id" ON "dcim_consoleport" FOR EACH ROW WHEN (OLD."device_id" IS DISTINCT FROM NEW."device_id") EXECUTE FUNCTION "netinv_count_dcim_device_console_port_count"();
--> statement-breakpoint
UPDATE "dcim_device" t SET "console_server_port_count" = x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM "dcim_consoleserverport" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_device_console_server_port_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_device" t SET "console_server_port_count" = t."console_server_port_count" + x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_device" t SET "console_server_port_count" = t."console_server_port_count" - x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_device" SET "console_server_port_count" = "console_server_port_count" - 1 WHERE id = OLD."device_id";
    UPDATE "dcim_device" SET "console_server_port_count" = "console_server_port_count" + 1 WHERE id = NEW."device_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleserverport_device_id_count_insert" AFTER INSERT ON "dcim_consoleserverport" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_console_server_port_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleserverport_device_id_count_delete" AFTER DELETE ON "dcim_consoleserverport" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_console_server_port_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleserverport_device_id_count_update" AFTER UPDATE OF "device_id" ON "dcim_consoleserverport" FOR EACH ROW WHEN (OLD."device_id" IS DISTINCT FROM NEW."device_id") EXECUTE FUNCTION "netinv_count_dcim_device_console_server_port_count"();
--> statement-breakpoint
UPDATE "dcim_device" t SET "power_port_count" = x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM "dcim_powerport" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_device_power_port_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_device" t SET "power_port_count" = t."power_port_count" + x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_device" t SET "power_port_count" = t."power_port_count" - x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_device" SET "power_port_count" = "power_port_count" - 1 WHERE id = OLD."device_id";
    UPDATE "dcim_device" SET "power_port_count" = "power_port_count" + 1 WHERE id = NEW."device_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_powerport_device_id_count_insert" AFTER INSERT ON "dcim_powerport" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_power_port_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_powerport_device_id_count_delete" AFTER DELETE ON "dcim_powerport" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_power_port_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_powerport_device_id_count_update" AFTER UPDATE OF "device_id" ON "dcim_powerport" FOR EACH ROW WHEN (OLD."device_id" IS DISTINCT FROM NEW."device_id") EXECUTE FUNCTION "netinv_count_dcim_device_power_port_count"();
--> statement-breakpoint
UPDATE "dcim_device" t SET "power_outlet_count" = x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM "dcim_poweroutlet" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_device_power_outlet_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_device" t SET "power_outlet_count" = t."power_outlet_count" + x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_device" t SET "power_outlet_count" = t."power_outlet_count" - x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_device" SET "power_outlet_count" = "power_outlet_count" - 1 WHERE id = OLD."device_id";
    UPDATE "dcim_device" SET "power_outlet_count" = "power_outlet_count" + 1 WHERE id = NEW."device_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_poweroutlet_device_id_count_insert" AFTER INSERT ON "dcim_poweroutlet" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_power_outlet_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_poweroutlet_device_id_count_delete" AFTER DELETE ON "dcim_poweroutlet" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_power_outlet_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_poweroutlet_device_id_count_update" AFTER UPDATE OF "device_id" ON "dcim_poweroutlet" FOR EACH ROW WHEN (OLD."device_id" IS DISTINCT FROM NEW."device_id") EXECUTE FUNCTION "netinv_count_dcim_device_power_outlet_count"();
--> statement-breakpoint
UPDATE "dcim_device" t SET "interface_count" = x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM "dcim_interface" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_device_interface_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_device" t SET "interface_count" = t."interface_count" + x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_device" t SET "interface_count" = t."interface_count" - x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_device" SET "interface_count" = "interface_count" - 1 WHERE id = OLD."device_id";
    UPDATE "dcim_device" SET "interface_count" = "interface_count" + 1 WHERE id = NEW."device_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_interface_device_id_count_insert" AFTER INSERT ON "dcim_interface" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_interface_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_interface_device_id_count_delete" AFTER DELETE ON "dcim_interface" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_interface_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_interface_device_id_count_update" AFTER UPDATE OF "device_id" ON "dcim_interface" FOR EACH ROW WHEN (OLD."device_id" IS DISTINCT FROM NEW."device_id") EXECUTE FUNCTION "netinv_count_dcim_device_interface_count"();
--> statement-breakpoint
UPDATE "dcim_device" t SET "front_port_count" = x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM "dcim_frontport" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_device_front_port_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_device" t SET "front_port_count" = t."front_port_count" + x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_device" t SET "front_port_count" = t."front_port_count" - x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_device" SET "front_port_count" = "front_port_count" - 1 WHERE id = OLD."device_id";
    UPDATE "dcim_device" SET "front_port_count" = "front_port_count" + 1 WHERE id = NEW."device_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_frontport_device_id_count_insert" AFTER INSERT ON "dcim_frontport" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_front_port_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_frontport_device_id_count_delete" AFTER DELETE ON "dcim_frontport" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_front_port_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_frontport_device_id_count_update" AFTER UPDATE OF "device_id" ON "dcim_frontport" FOR EACH ROW WHEN (OLD."device_id" IS DISTINCT FROM NEW."device_id") EXECUTE FUNCTION "netinv_count_dcim_device_front_port_count"();
--> statement-breakpoint
UPDATE "dcim_device" t SET "rear_port_count" = x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM "dcim_rearport" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_device_rear_port_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_device" t SET "rear_port_count" = t."rear_port_count" + x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_device" t SET "rear_port_count" = t."rear_port_count" - x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_device" SET "rear_port_count" = "rear_port_count" - 1 WHERE id = OLD."device_id";
    UPDATE "dcim_device" SET "rear_port_count" = "rear_port_count" + 1 WHERE id = NEW."device_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_rearport_device_id_count_insert" AFTER INSERT ON "dcim_rearport" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_rear_port_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_rearport_device_id_count_delete" AFTER DELETE ON "dcim_rearport" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_rear_port_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_rearport_device_id_count_update" AFTER UPDATE OF "device_id" ON "dcim_rearport" FOR EACH ROW WHEN (OLD."device_id" IS DISTINCT FROM NEW."device_id") EXECUTE FUNCTION "netinv_count_dcim_device_rear_port_count"();
--> statement-breakpoint
UPDATE "dcim_device" t SET "device_bay_count" = x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM "dcim_devicebay" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_device_device_bay_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_device" t SET "device_bay_count" = t."device_bay_count" + x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_device" t SET "device_bay_count" = t."device_bay_count" - x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_device" SET "device_bay_count" = "device_bay_count" - 1 WHERE id = OLD."device_id";
    UPDATE "dcim_device" SET "device_bay_count" = "device_bay_count" + 1 WHERE id = NEW."device_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_devicebay_device_id_count_insert" AFTER INSERT ON "dcim_devicebay" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_device_bay_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_devicebay_device_id_count_delete" AFTER DELETE ON "dcim_devicebay" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_device_bay_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_devicebay_device_id_count_update" AFTER UPDATE OF "device_id" ON "dcim_devicebay" FOR EACH ROW WHEN (OLD."device_id" IS DISTINCT FROM NEW."device_id") EXECUTE FUNCTION "netinv_count_dcim_device_device_bay_count"();
--> statement-breakpoint
UPDATE "dcim_device" t SET "module_bay_count" = x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM "dcim_modulebay" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_device_module_bay_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_device" t SET "module_bay_count" = t."module_bay_count" + x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_device" t SET "module_bay_count" = t."module_bay_count" - x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_device" SET "module_bay_count" = "module_bay_count" - 1 WHERE id = OLD."device_id";
    UPDATE "dcim_device" SET "module_bay_count" = "module_bay_count" + 1 WHERE id = NEW."device_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_modulebay_device_id_count_insert" AFTER INSERT ON "dcim_modulebay" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_module_bay_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_modulebay_device_id_count_delete" AFTER DELETE ON "dcim_modulebay" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_module_bay_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_modulebay_device_id_count_update" AFTER UPDATE OF "device_id" ON "dcim_modulebay" FOR EACH ROW WHEN (OLD."device_id" IS DISTINCT FROM NEW."device_id") EXECUTE FUNCTION "netinv_count_dcim_device_module_bay_count"();
--> statement-breakpoint
UPDATE "dcim_device" t SET "inventory_item_count" = x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM "dcim_inventoryitem" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_device_inventory_item_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_device" t SET "inventory_item_count" = t."inventory_item_count" + x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_device" t SET "inventory_item_count" = t."inventory_item_count" - x.n FROM (SELECT "device_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_device" SET "inventory_item_count" = "inventory_item_count" - 1 WHERE id = OLD."device_id";
    UPDATE "dcim_device" SET "inventory_item_count" = "inventory_item_count" + 1 WHERE id = NEW."device_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_inventoryitem_device_id_count_insert" AFTER INSERT ON "dcim_inventoryitem" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_inventory_item_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_inventoryitem_device_id_count_delete" AFTER DELETE ON "dcim_inventoryitem" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_device_inventory_item_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_inventoryitem_device_id_count_update" AFTER UPDATE OF "device_id" ON "dcim_inventoryitem" FOR EACH ROW WHEN (OLD."device_id" IS DISTINCT FROM NEW."device_id") EXECUTE FUNCTION "netinv_count_dcim_device_inventory_item_count"();
--> statement-breakpoint
UPDATE "dcim_devicetype" t SET "console_port_template_count" = x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM "dcim_consoleporttemplate" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_devicetype_console_port_template_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_devicetype" t SET "console_port_template_count" = t."console_port_template_count" + x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_devicetype" t SET "console_port_template_count" = t."console_port_template_count" - x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_devicetype" SET "console_port_template_count" = "console_port_template_count" - 1 WHERE id = OLD."device_type_id";
    UPDATE "dcim_devicetype" SET "console_port_template_count" = "console_port_template_count" + 1 WHERE id = NEW."device_type_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleporttemplate_device_type_id_count_insert" AFTER INSERT ON "dcim_consoleporttemplate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_console_port_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleporttemplate_device_type_id_count_delete" AFTER DELETE ON "dcim_consoleporttemplate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_console_port_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleporttemplate_device_type_id_count_update" AFTER UPDATE OF "device_type_id" ON "dcim_consoleporttemplate" FOR EACH ROW WHEN (OLD."device_type_id" IS DISTINCT FROM NEW."device_type_id") EXECUTE FUNCTION "netinv_count_dcim_devicetype_console_port_template_count"();
--> statement-breakpoint
UPDATE "dcim_devicetype" t SET "console_server_port_template_count" = x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM "dcim_consoleserverporttemplate" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_devicetype_console_server_port_template_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_devicetype" t SET "console_server_port_template_count" = t."console_server_port_template_count" + x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_devicetype" t SET "console_server_port_template_count" = t."console_server_port_template_count" - x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_devicetype" SET "console_server_port_template_count" = "console_server_port_template_count" - 1 WHERE id = OLD."device_type_id";
    UPDATE "dcim_devicetype" SET "console_server_port_template_count" = "console_server_port_template_count" + 1 WHERE id = NEW."device_type_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleserverporttemplate_device_type_id_count_insert" AFTER INSERT ON "dcim_consoleserverporttemplate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_console_server_port_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleserverporttemplate_device_type_id_count_delete" AFTER DELETE ON "dcim_consoleserverporttemplate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_console_server_port_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_consoleserverporttemplate_device_type_id_count_update" AFTER UPDATE OF "device_type_id" ON "dcim_consoleserverporttemplate" FOR EACH ROW WHEN (OLD."device_type_id" IS DISTINCT FROM NEW."device_type_id") EXECUTE FUNCTION "netinv_count_dcim_devicetype_console_server_port_template_count"();
--> statement-breakpoint
UPDATE "dcim_devicetype" t SET "power_port_template_count" = x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM "dcim_powerporttemplate" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_devicetype_power_port_template_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_devicetype" t SET "power_port_template_count" = t."power_port_template_count" + x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_devicetype" t SET "power_port_template_count" = t."power_port_template_count" - x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_devicetype" SET "power_port_template_count" = "power_port_template_count" - 1 WHERE id = OLD."device_type_id";
    UPDATE "dcim_devicetype" SET "power_port_template_count" = "power_port_template_count" + 1 WHERE id = NEW."device_type_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_powerporttemplate_device_type_id_count_insert" AFTER INSERT ON "dcim_powerporttemplate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_power_port_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_powerporttemplate_device_type_id_count_delete" AFTER DELETE ON "dcim_powerporttemplate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_power_port_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_powerporttemplate_device_type_id_count_update" AFTER UPDATE OF "device_type_id" ON "dcim_powerporttemplate" FOR EACH ROW WHEN (OLD."device_type_id" IS DISTINCT FROM NEW."device_type_id") EXECUTE FUNCTION "netinv_count_dcim_devicetype_power_port_template_count"();
--> statement-breakpoint
UPDATE "dcim_devicetype" t SET "power_outlet_template_count" = x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM "dcim_poweroutlettemplate" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_devicetype_power_outlet_template_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_devicetype" t SET "power_outlet_template_count" = t."power_outlet_template_count" + x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_devicetype" t SET "power_outlet_template_count" = t."power_outlet_template_count" - x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_devicetype" SET "power_outlet_template_count" = "power_outlet_template_count" - 1 WHERE id = OLD."device_type_id";
    UPDATE "dcim_devicetype" SET "power_outlet_template_count" = "power_outlet_template_count" + 1 WHERE id = NEW."device_type_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_poweroutlettemplate_device_type_id_count_insert" AFTER INSERT ON "dcim_poweroutlettemplate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_power_outlet_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_poweroutlettemplate_device_type_id_count_delete" AFTER DELETE ON "dcim_poweroutlettemplate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_power_outlet_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_poweroutlettemplate_device_type_id_count_update" AFTER UPDATE OF "device_type_id" ON "dcim_poweroutlettemplate" FOR EACH ROW WHEN (OLD."device_type_id" IS DISTINCT FROM NEW."device_type_id") EXECUTE FUNCTION "netinv_count_dcim_devicetype_power_outlet_template_count"();
--> statement-breakpoint
UPDATE "dcim_devicetype" t SET "interface_template_count" = x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM "dcim_interfacetemplate" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_devicetype_interface_template_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_devicetype" t SET "interface_template_count" = t."interface_template_count" + x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_devicetype" t SET "interface_template_count" = t."interface_template_count" - x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_devicetype" SET "interface_template_count" = "interface_template_count" - 1 WHERE id = OLD."device_type_id";
    UPDATE "dcim_devicetype" SET "interface_template_count" = "interface_template_count" + 1 WHERE id = NEW."device_type_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_interfacetemplate_device_type_id_count_insert" AFTER INSERT ON "dcim_interfacetemplate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_interface_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_interfacetemplate_device_type_id_count_delete" AFTER DELETE ON "dcim_interfacetemplate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_interface_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_interfacetemplate_device_type_id_count_update" AFTER UPDATE OF "device_type_id" ON "dcim_interfacetemplate" FOR EACH ROW WHEN (OLD."device_type_id" IS DISTINCT FROM NEW."device_type_id") EXECUTE FUNCTION "netinv_count_dcim_devicetype_interface_template_count"();
--> statement-breakpoint
UPDATE "dcim_devicetype" t SET "front_port_template_count" = x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM "dcim_frontporttemplate" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_devicetype_front_port_template_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_devicetype" t SET "front_port_template_count" = t."front_port_template_count" + x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_devicetype" t SET "front_port_template_count" = t."front_port_template_count" - x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_devicetype" SET "front_port_template_count" = "front_port_template_count" - 1 WHERE id = OLD."device_type_id";
    UPDATE "dcim_devicetype" SET "front_port_template_count" = "front_port_template_count" + 1 WHERE id = NEW."device_type_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_frontporttemplate_device_type_id_count_insert" AFTER INSERT ON "dcim_frontporttemplate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_front_port_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_frontporttemplate_device_type_id_count_delete" AFTER DELETE ON "dcim_frontporttemplate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_front_port_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_frontporttemplate_device_type_id_count_update" AFTER UPDATE OF "device_type_id" ON "dcim_frontporttemplate" FOR EACH ROW WHEN (OLD."device_type_id" IS DISTINCT FROM NEW."device_type_id") EXECUTE FUNCTION "netinv_count_dcim_devicetype_front_port_template_count"();
--> statement-breakpoint
UPDATE "dcim_devicetype" t SET "rear_port_template_count" = x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM "dcim_rearporttemplate" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_devicetype_rear_port_template_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_devicetype" t SET "rear_port_template_count" = t."rear_port_template_count" + x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_devicetype" t SET "rear_port_template_count" = t."rear_port_template_count" - x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_devicetype" SET "rear_port_template_count" = "rear_port_template_count" - 1 WHERE id = OLD."device_type_id";
    UPDATE "dcim_devicetype" SET "rear_port_template_count" = "rear_port_template_count" + 1 WHERE id = NEW."device_type_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_rearporttemplate_device_type_id_count_insert" AFTER INSERT ON "dcim_rearporttemplate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_rear_port_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_rearporttemplate_device_type_id_count_delete" AFTER DELETE ON "dcim_rearporttemplate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_rear_port_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_rearporttemplate_device_type_id_count_update" AFTER UPDATE OF "device_type_id" ON "dcim_rearporttemplate" FOR EACH ROW WHEN (OLD."device_type_id" IS DISTINCT FROM NEW."device_type_id") EXECUTE FUNCTION "netinv_count_dcim_devicetype_rear_port_template_count"();
--> statement-breakpoint
UPDATE "dcim_devicetype" t SET "device_bay_template_count" = x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM "dcim_devicebaytemplate" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_devicetype_device_bay_template_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_devicetype" t SET "device_bay_template_count" = t."device_bay_template_count" + x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_devicetype" t SET "device_bay_template_count" = t."device_bay_template_count" - x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_devicetype" SET "device_bay_template_count" = "device_bay_template_count" - 1 WHERE id = OLD."device_type_id";
    UPDATE "dcim_devicetype" SET "device_bay_template_count" = "device_bay_template_count" + 1 WHERE id = NEW."device_type_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_devicebaytemplate_device_type_id_count_insert" AFTER INSERT ON "dcim_devicebaytemplate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_device_bay_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_devicebaytemplate_device_type_id_count_delete" AFTER DELETE ON "dcim_devicebaytemplate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_device_bay_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_devicebaytemplate_device_type_id_count_update" AFTER UPDATE OF "device_type_id" ON "dcim_devicebaytemplate" FOR EACH ROW WHEN (OLD."device_type_id" IS DISTINCT FROM NEW."device_type_id") EXECUTE FUNCTION "netinv_count_dcim_devicetype_device_bay_template_count"();
--> statement-breakpoint
UPDATE "dcim_devicetype" t SET "module_bay_template_count" = x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM "dcim_modulebaytemplate" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_devicetype_module_bay_template_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_devicetype" t SET "module_bay_template_count" = t."module_bay_template_count" + x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_devicetype" t SET "module_bay_template_count" = t."module_bay_template_count" - x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_devicetype" SET "module_bay_template_count" = "module_bay_template_count" - 1 WHERE id = OLD."device_type_id";
    UPDATE "dcim_devicetype" SET "module_bay_template_count" = "module_bay_template_count" + 1 WHERE id = NEW."device_type_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_modulebaytemplate_device_type_id_count_insert" AFTER INSERT ON "dcim_modulebaytemplate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_module_bay_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_modulebaytemplate_device_type_id_count_delete" AFTER DELETE ON "dcim_modulebaytemplate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_module_bay_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_modulebaytemplate_device_type_id_count_update" AFTER UPDATE OF "device_type_id" ON "dcim_modulebaytemplate" FOR EACH ROW WHEN (OLD."device_type_id" IS DISTINCT FROM NEW."device_type_id") EXECUTE FUNCTION "netinv_count_dcim_devicetype_module_bay_template_count"();
--> statement-breakpoint
UPDATE "dcim_devicetype" t SET "inventory_item_template_count" = x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM "dcim_inventoryitemtemplate" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_dcim_devicetype_inventory_item_template_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "dcim_devicetype" t SET "inventory_item_template_count" = t."inventory_item_template_count" + x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "dcim_devicetype" t SET "inventory_item_template_count" = t."inventory_item_template_count" - x.n FROM (SELECT "device_type_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "dcim_devicetype" SET "inventory_item_template_count" = "inventory_item_template_count" - 1 WHERE id = OLD."device_type_id";
    UPDATE "dcim_devicetype" SET "inventory_item_template_count" = "inventory_item_template_count" + 1 WHERE id = NEW."device_type_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dcim_inventoryitemtemplate_device_type_id_count_insert" AFTER INSERT ON "dcim_inventoryitemtemplate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_inventory_item_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_inventoryitemtemplate_device_type_id_count_delete" AFTER DELETE ON "dcim_inventoryitemtemplate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_dcim_devicetype_inventory_item_template_count"();
--> statement-breakpoint
CREATE TRIGGER "dcim_inventoryitemtemplate_device_type_id_count_update" AFTER UPDATE OF "device_type_id" ON "dcim_inventoryitemtemplate" FOR EACH ROW WHEN (OLD."device_type_id" IS DISTINCT FROM NEW."device_type_id") EXECUTE FUNCTION "netinv_count_dcim_devicetype_inventory_item_template_count"();
--> statement-breakpoint
UPDATE "virtualization_virtualmachine" t SET "interface_count" = x.n FROM (SELECT "virtual_machine_id" AS id, count(*)::int AS n FROM "virtualization_vminterface" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_virtualization_virtualmachine_interface_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "virtualization_virtualmachine" t SET "interface_count" = t."interface_count" + x.n FROM (SELECT "virtual_machine_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "virtualization_virtualmachine" t SET "interface_count" = t."interface_count" - x.n FROM (SELECT "virtual_machine_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "virtualization_virtualmachine" SET "interface_count" = "interface_count" - 1 WHERE id = OLD."virtual_machine_id";
    UPDATE "virtualization_virtualmachine" SET "interface_count" = "interface_count" + 1 WHERE id = NEW."virtual_machine_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "virtualization_vminterface_virtual_machine_id_count_insert" AFTER INSERT ON "virtualization_vminterface" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_virtualization_virtualmachine_interface_count"();
--> statement-breakpoint
CREATE TRIGGER "virtualization_vminterface_virtual_machine_id_count_delete" AFTER DELETE ON "virtualization_vminterface" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_virtualization_virtualmachine_interface_count"();
--> statement-breakpoint
CREATE TRIGGER "virtualization_vminterface_virtual_machine_id_count_update" AFTER UPDATE OF "virtual_machine_id" ON "virtualization_vminterface" FOR EACH ROW WHEN (OLD."virtual_machine_id" IS DISTINCT FROM NEW."virtual_machine_id") EXECUTE FUNCTION "netinv_count_virtualization_virtualmachine_interface_count"();
--> statement-breakpoint
UPDATE "virtualization_virtualmachine" t SET "virtual_disk_count" = x.n FROM (SELECT "virtual_machine_id" AS id, count(*)::int AS n FROM "virtualization_virtualdisk" GROUP BY 1) x WHERE t.id = x.id;
--> statement-breakpoint
CREATE FUNCTION "netinv_count_virtualization_virtualmachine_virtual_disk_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "virtualization_virtualmachine" t SET "virtual_disk_count" = t."virtual_disk_count" + x.n FROM (SELECT "virtual_machine_id" AS id, count(*)::int AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "virtualization_virtualmachine" t SET "virtual_disk_count" = t."virtual_disk_count" - x.n FROM (SELECT "virtual_machine_id" AS id, count(*)::int AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.id;
  ELSE
    UPDATE "virtualization_virtualmachine" SET "virtual_disk_count" = "virtual_disk_count" - 1 WHERE id = OLD."virtual_machine_id";
    UPDATE "virtualization_virtualmachine" SET "virtual_disk_count" = "virtual_disk_count" + 1 WHERE id = NEW."virtual_machine_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "virtualization_virtualdisk_virtual_machine_id_count_insert" AFTER INSERT ON "virtualization_virtualdisk" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_virtualization_virtualmachine_virtual_disk_count"();
--> statement-breakpoint
CREATE TRIGGER "virtualization_virtualdisk_virtual_machine_id_count_delete" AFTER DELETE ON "virtualization_virtualdisk" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "netinv_count_virtualization_virtualmachine_virtual_disk_count"();
--> statement-breakpoint
CREATE TRIGGER "virtualization_virtualdisk_virtual_machine_id_count_update" AFTER UPDATE OF "virtual_machine_id" ON "virtualization_virtualdisk" FOR EACH ROW WHEN (OLD."virtual_machine_id" IS DISTINCT FROM NEW."virtual_machine_id") EXECUTE FUNCTION "netinv_count_virtualization_virtualmachine_virtual_disk_count"();
