-- Config contexts are cached per process (src/engine/config-context.ts) and checked against this
-- generation inside each read's own statement. Every statement that changes a context, one of its
-- assignment lists, or a tree a list is matched through (a node's descendants match too) bumps it
-- in the same transaction: seen by every process at commit, and never by anyone if it rolls back.
-- test/api/config-context-cache.test.ts checks this list against the model definitions.
INSERT INTO "core_cache_generation" ("name", "generation") VALUES ('config_context', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "netinv_bump_cache_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "core_cache_generation" SET "generation" = "generation" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_regions_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_regions" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_site_groups_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_site_groups" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_sites_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_sites" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_locations_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_locations" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_device_types_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_device_types" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_roles_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_roles" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_platforms_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_platforms" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_cluster_types_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_cluster_types" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_cluster_groups_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_cluster_groups" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_clusters_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_clusters" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_tenant_groups_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_tenant_groups" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_tenants_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_tenants" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "extras_configcontext_tags_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_configcontext_tags" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "dcim_region_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dcim_region" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "dcim_sitegroup_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dcim_sitegroup" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "dcim_location_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dcim_location" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "dcim_devicerole_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dcim_devicerole" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "dcim_platform_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dcim_platform" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
--> statement-breakpoint
CREATE TRIGGER "tenancy_tenantgroup_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenancy_tenantgroup" FOR EACH STATEMENT EXECUTE FUNCTION "netinv_bump_cache_generation"('config_context');
