CREATE TABLE "circuits_provider_asns" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_provider_asns_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_site_asns" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_site_asns_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "extras_customfield_tags" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "extras_customfieldchoiceset_tags" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "extras_customfield_tags" CASCADE;--> statement-breakpoint
DROP TABLE "extras_customfieldchoiceset_tags" CASCADE;--> statement-breakpoint
ALTER TABLE "dcim_devicebay" DROP CONSTRAINT "dcim_devicebay_module_id_dcim_module_id_fk";
--> statement-breakpoint
DROP INDEX "dcim_devicebay_module_id_idx";--> statement-breakpoint
ALTER TABLE "circuits_circuit" ADD COLUMN "distance" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "circuits_circuit" ADD COLUMN "distance_unit" varchar(50);--> statement-breakpoint
ALTER TABLE "circuits_circuittermination" ADD COLUMN "cable_id" integer;--> statement-breakpoint
ALTER TABLE "circuits_circuittermination" ADD COLUMN "cable_end" varchar(1) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_circuittermination" ADD COLUMN "_occupied" boolean GENERATED ALWAYS AS ("cable_id" IS NOT NULL OR "mark_connected") STORED;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "qinq_svlan_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_platform" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlet" ADD COLUMN "status" varchar(50) DEFAULT 'enabled' NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_rackreservation" ADD COLUMN "status" varchar(50) DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_customfield" ADD COLUMN "data_type" varchar(50) GENERATED ALWAYS AS (CASE "type" WHEN 'integer' THEN 'integer' WHEN 'decimal' THEN 'decimal' WHEN 'boolean' THEN 'boolean' WHEN 'json' THEN 'object' WHEN 'object' THEN 'object' WHEN 'multiselect' THEN 'array' WHEN 'multiobject' THEN 'array' ELSE 'string' END) STORED;--> statement-breakpoint
ALTER TABLE "extras_customfield" ADD COLUMN "related_object_filter" jsonb;--> statement-breakpoint
ALTER TABLE "extras_exporttemplate" ADD COLUMN "environment_params" jsonb DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "extras_exporttemplate" ADD COLUMN "file_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_tag" ADD COLUMN "object_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_vlan" ADD COLUMN "qinq_svlan_id" integer;--> statement-breakpoint
ALTER TABLE "ipam_vlan" ADD COLUMN "qinq_role" varchar(50);--> statement-breakpoint
ALTER TABLE "ipam_vlangroup" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface" ADD COLUMN "primary_mac_address_id" integer;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface" ADD COLUMN "qinq_svlan_id" integer;--> statement-breakpoint
ALTER TABLE "circuits_provider_asns" ADD CONSTRAINT "circuits_provider_asns_source_id_circuits_provider_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_provider_asns" ADD CONSTRAINT "circuits_provider_asns_target_id_ipam_asn_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."ipam_asn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_site_asns" ADD CONSTRAINT "dcim_site_asns_source_id_dcim_site_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_site_asns" ADD CONSTRAINT "dcim_site_asns_target_id_ipam_asn_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."ipam_asn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circuits_provider_asns_target_idx" ON "circuits_provider_asns" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_site_asns_target_idx" ON "dcim_site_asns" USING btree ("target_id");--> statement-breakpoint
ALTER TABLE "circuits_circuittermination" ADD CONSTRAINT "circuits_circuittermination_cable_id_dcim_cable_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."dcim_cable"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_qinq_svlan_id_ipam_vlan_id_fk" FOREIGN KEY ("qinq_svlan_id") REFERENCES "public"."ipam_vlan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_platform" ADD CONSTRAINT "dcim_platform_parent_id_dcim_platform_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dcim_platform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlan" ADD CONSTRAINT "ipam_vlan_qinq_svlan_id_ipam_vlan_id_fk" FOREIGN KEY ("qinq_svlan_id") REFERENCES "public"."ipam_vlan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlangroup" ADD CONSTRAINT "ipam_vlangroup_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "virtualization_vminterface_primary_mac_address_id_dcim_macaddress_id_fk" FOREIGN KEY ("primary_mac_address_id") REFERENCES "public"."dcim_macaddress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "virtualization_vminterface_qinq_svlan_id_ipam_vlan_id_fk" FOREIGN KEY ("qinq_svlan_id") REFERENCES "public"."ipam_vlan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circuits_circuit_distance_idx" ON "circuits_circuit" USING btree ("distance");--> statement-breakpoint
CREATE INDEX "circuits_circuit_distance_unit_idx" ON "circuits_circuit" USING btree ("distance_unit");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_cable_id_idx" ON "circuits_circuittermination" USING btree ("cable_id");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_cable_end_idx" ON "circuits_circuittermination" USING btree ("cable_end");--> statement-breakpoint
CREATE INDEX "dcim_interface_qinq_svlan_id_idx" ON "dcim_interface" USING btree ("qinq_svlan_id");--> statement-breakpoint
CREATE INDEX "dcim_platform_parent_id_idx" ON "dcim_platform" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_status_idx" ON "dcim_poweroutlet" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dcim_rackreservation_status_idx" ON "dcim_rackreservation" USING btree ("status");--> statement-breakpoint
CREATE INDEX "extras_exporttemplate_file_name_idx" ON "extras_exporttemplate" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "ipam_vlan_qinq_svlan_id_idx" ON "ipam_vlan" USING btree ("qinq_svlan_id");--> statement-breakpoint
CREATE INDEX "ipam_vlan_qinq_role_idx" ON "ipam_vlan" USING btree ("qinq_role");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlan_qinq_svlan_vid_uniq" ON "ipam_vlan" USING btree ("qinq_svlan_id","vid");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlan_qinq_svlan_name_uniq" ON "ipam_vlan" USING btree ("qinq_svlan_id","name");--> statement-breakpoint
CREATE INDEX "ipam_vlangroup_tenant_id_idx" ON "ipam_vlangroup" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_primary_mac_address_id_idx" ON "virtualization_vminterface" USING btree ("primary_mac_address_id");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_qinq_svlan_id_idx" ON "virtualization_vminterface" USING btree ("qinq_svlan_id");--> statement-breakpoint
ALTER TABLE "dcim_devicebay" DROP COLUMN "module_id";--> statement-breakpoint
-- Choice values renamed to NetBox 4.4's (dcim/choices.py); 'usb' ports have no NetBox equivalent.
UPDATE "dcim_frontport" SET "type" = CASE "type" WHEN 'urm_p2' THEN 'urm-p2' WHEN 'urm_p4' THEN 'urm-p4' WHEN 'urm_p8' THEN 'urm-p8' ELSE 'other' END WHERE "type" IN ('urm_p2', 'urm_p4', 'urm_p8', 'usb');--> statement-breakpoint
UPDATE "dcim_rearport" SET "type" = CASE "type" WHEN 'urm_p2' THEN 'urm-p2' WHEN 'urm_p4' THEN 'urm-p4' WHEN 'urm_p8' THEN 'urm-p8' ELSE 'other' END WHERE "type" IN ('urm_p2', 'urm_p4', 'urm_p8', 'usb');--> statement-breakpoint
UPDATE "dcim_powerport" SET "type" = replace("type", 'ita-type-', 'ita-') WHERE "type" IN ('ita-type-c', 'ita-type-e', 'ita-type-f', 'ita-type-ef', 'ita-type-g', 'ita-type-i');--> statement-breakpoint
UPDATE "dcim_poweroutlet" SET "type" = CASE "type" WHEN 'cs6360c' THEN 'CS6360C' WHEN 'cs8164c' THEN 'CS8164C' ELSE replace("type", 'ita-type-', 'ita-') END WHERE "type" IN ('cs6360c', 'cs8164c', 'ita-type-e', 'ita-type-f', 'ita-type-g');--> statement-breakpoint
UPDATE "dcim_cable" SET "type" = 'mrj21-trunk' WHERE "type" = 'mrj21';
