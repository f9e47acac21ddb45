CREATE TABLE "extras_configcontext" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"weight" integer DEFAULT 1000 NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"data" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_cluster_groups" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_cluster_groups_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_cluster_types" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_cluster_types_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_clusters" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_clusters_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_device_types" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_device_types_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_locations" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_locations_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_platforms" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_platforms_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_regions" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_regions_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_roles" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_roles_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_site_groups" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_site_groups_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_sites" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_sites_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_tenant_groups" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_tenant_groups_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_configcontext_tenants" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontext_tenants_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_customfield" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"type" varchar(50) DEFAULT 'text' NOT NULL,
	"related_object_type" varchar(100),
	"name" varchar(50) NOT NULL,
	"label" varchar(50) DEFAULT '' NOT NULL,
	"group_name" varchar(50) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"unique" boolean DEFAULT false NOT NULL,
	"search_weight" integer DEFAULT 1000 NOT NULL,
	"filter_logic" varchar(50) DEFAULT 'loose' NOT NULL,
	"default" jsonb,
	"weight" integer DEFAULT 100 NOT NULL,
	"validation_minimum" bigint,
	"validation_maximum" bigint,
	"validation_regex" varchar(500) DEFAULT '' NOT NULL,
	"choice_set_id" integer,
	"ui_visible" varchar(50) DEFAULT 'always' NOT NULL,
	"ui_editable" varchar(50) DEFAULT 'yes' NOT NULL,
	"is_cloneable" boolean DEFAULT false NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_customfield_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_customfield_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_customfieldchoiceset" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"base_choices" varchar(50),
	"extra_choices" jsonb,
	"order_alphabetically" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_customfieldchoiceset_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_customfieldchoiceset_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "virtualization_clustergroup" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtualization_clustergroup_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "virtualization_clustergroup_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "extras_configcontext_cluster_groups" ADD CONSTRAINT "extras_configcontext_cluster_groups_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_cluster_groups" ADD CONSTRAINT "extras_configcontext_cluster_groups_target_id_virtualization_clustergroup_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."virtualization_clustergroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_cluster_types" ADD CONSTRAINT "extras_configcontext_cluster_types_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_cluster_types" ADD CONSTRAINT "extras_configcontext_cluster_types_target_id_virtualization_clustertype_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."virtualization_clustertype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_clusters" ADD CONSTRAINT "extras_configcontext_clusters_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_clusters" ADD CONSTRAINT "extras_configcontext_clusters_target_id_virtualization_cluster_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."virtualization_cluster"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_device_types" ADD CONSTRAINT "extras_configcontext_device_types_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_device_types" ADD CONSTRAINT "extras_configcontext_device_types_target_id_dcim_devicetype_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_locations" ADD CONSTRAINT "extras_configcontext_locations_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_locations" ADD CONSTRAINT "extras_configcontext_locations_target_id_dcim_location_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."dcim_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_platforms" ADD CONSTRAINT "extras_configcontext_platforms_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_platforms" ADD CONSTRAINT "extras_configcontext_platforms_target_id_dcim_platform_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."dcim_platform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_regions" ADD CONSTRAINT "extras_configcontext_regions_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_regions" ADD CONSTRAINT "extras_configcontext_regions_target_id_dcim_region_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."dcim_region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_roles" ADD CONSTRAINT "extras_configcontext_roles_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_roles" ADD CONSTRAINT "extras_configcontext_roles_target_id_dcim_devicerole_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."dcim_devicerole"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_site_groups" ADD CONSTRAINT "extras_configcontext_site_groups_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_site_groups" ADD CONSTRAINT "extras_configcontext_site_groups_target_id_dcim_sitegroup_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."dcim_sitegroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_sites" ADD CONSTRAINT "extras_configcontext_sites_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_sites" ADD CONSTRAINT "extras_configcontext_sites_target_id_dcim_site_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."dcim_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_tags" ADD CONSTRAINT "extras_configcontext_tags_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_tags" ADD CONSTRAINT "extras_configcontext_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_tenant_groups" ADD CONSTRAINT "extras_configcontext_tenant_groups_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_tenant_groups" ADD CONSTRAINT "extras_configcontext_tenant_groups_target_id_tenancy_tenantgroup_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."tenancy_tenantgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_tenants" ADD CONSTRAINT "extras_configcontext_tenants_source_id_extras_configcontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext_tenants" ADD CONSTRAINT "extras_configcontext_tenants_target_id_tenancy_tenant_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_customfield" ADD CONSTRAINT "extras_customfield_choice_set_id_extras_customfieldchoiceset_id_fk" FOREIGN KEY ("choice_set_id") REFERENCES "public"."extras_customfieldchoiceset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_customfield_tags" ADD CONSTRAINT "extras_customfield_tags_source_id_extras_customfield_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_customfield"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_customfield_tags" ADD CONSTRAINT "extras_customfield_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_customfieldchoiceset_tags" ADD CONSTRAINT "extras_customfieldchoiceset_tags_source_id_extras_customfieldchoiceset_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_customfieldchoiceset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_customfieldchoiceset_tags" ADD CONSTRAINT "extras_customfieldchoiceset_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_clustergroup_tags" ADD CONSTRAINT "virtualization_clustergroup_tags_source_id_virtualization_clustergroup_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."virtualization_clustergroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_clustergroup_tags" ADD CONSTRAINT "virtualization_clustergroup_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extras_configcontext_name_key" ON "extras_configcontext" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_configcontext_weight_idx" ON "extras_configcontext" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "extras_configcontext_description_idx" ON "extras_configcontext" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_configcontext_created_idx" ON "extras_configcontext" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_configcontext_last_updated_idx" ON "extras_configcontext" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_configcontext_cluster_groups_target_idx" ON "extras_configcontext_cluster_groups" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_cluster_types_target_idx" ON "extras_configcontext_cluster_types" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_clusters_target_idx" ON "extras_configcontext_clusters" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_device_types_target_idx" ON "extras_configcontext_device_types" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_locations_target_idx" ON "extras_configcontext_locations" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_platforms_target_idx" ON "extras_configcontext_platforms" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_regions_target_idx" ON "extras_configcontext_regions" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_roles_target_idx" ON "extras_configcontext_roles" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_site_groups_target_idx" ON "extras_configcontext_site_groups" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_sites_target_idx" ON "extras_configcontext_sites" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_tags_target_idx" ON "extras_configcontext_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_tenant_groups_target_idx" ON "extras_configcontext_tenant_groups" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_tenants_target_idx" ON "extras_configcontext_tenants" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_customfield_type_idx" ON "extras_customfield" USING btree ("type");--> statement-breakpoint
CREATE INDEX "extras_customfield_related_object_type_idx" ON "extras_customfield" USING btree ("related_object_type");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_customfield_name_key" ON "extras_customfield" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_customfield_label_idx" ON "extras_customfield" USING btree ("label");--> statement-breakpoint
CREATE INDEX "extras_customfield_group_name_idx" ON "extras_customfield" USING btree ("group_name");--> statement-breakpoint
CREATE INDEX "extras_customfield_description_idx" ON "extras_customfield" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_customfield_search_weight_idx" ON "extras_customfield" USING btree ("search_weight");--> statement-breakpoint
CREATE INDEX "extras_customfield_filter_logic_idx" ON "extras_customfield" USING btree ("filter_logic");--> statement-breakpoint
CREATE INDEX "extras_customfield_weight_idx" ON "extras_customfield" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "extras_customfield_validation_minimum_idx" ON "extras_customfield" USING btree ("validation_minimum");--> statement-breakpoint
CREATE INDEX "extras_customfield_validation_maximum_idx" ON "extras_customfield" USING btree ("validation_maximum");--> statement-breakpoint
CREATE INDEX "extras_customfield_validation_regex_idx" ON "extras_customfield" USING btree ("validation_regex");--> statement-breakpoint
CREATE INDEX "extras_customfield_choice_set_id_idx" ON "extras_customfield" USING btree ("choice_set_id");--> statement-breakpoint
CREATE INDEX "extras_customfield_ui_visible_idx" ON "extras_customfield" USING btree ("ui_visible");--> statement-breakpoint
CREATE INDEX "extras_customfield_ui_editable_idx" ON "extras_customfield" USING btree ("ui_editable");--> statement-breakpoint
CREATE INDEX "extras_customfield_created_idx" ON "extras_customfield" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_customfield_last_updated_idx" ON "extras_customfield" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_customfield_tags_target_idx" ON "extras_customfield_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_customfieldchoiceset_name_key" ON "extras_customfieldchoiceset" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_customfieldchoiceset_description_idx" ON "extras_customfieldchoiceset" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_customfieldchoiceset_base_choices_idx" ON "extras_customfieldchoiceset" USING btree ("base_choices");--> statement-breakpoint
CREATE INDEX "extras_customfieldchoiceset_created_idx" ON "extras_customfieldchoiceset" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_customfieldchoiceset_last_updated_idx" ON "extras_customfieldchoiceset" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_customfieldchoiceset_tags_target_idx" ON "extras_customfieldchoiceset_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_clustergroup_name_key" ON "virtualization_clustergroup" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_clustergroup_slug_key" ON "virtualization_clustergroup" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "virtualization_clustergroup_description_idx" ON "virtualization_clustergroup" USING btree ("description");--> statement-breakpoint
CREATE INDEX "virtualization_clustergroup_created_idx" ON "virtualization_clustergroup" USING btree ("created");--> statement-breakpoint
CREATE INDEX "virtualization_clustergroup_last_updated_idx" ON "virtualization_clustergroup" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "virtualization_clustergroup_cf_gin" ON "virtualization_clustergroup" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "virtualization_clustergroup_tags_target_idx" ON "virtualization_clustergroup_tags" USING btree ("target_id");--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "virtualization_cluster_group_id_virtualization_clustergroup_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."virtualization_clustergroup"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circuits_circuit_created_idx" ON "circuits_circuit" USING btree ("created");--> statement-breakpoint
CREATE INDEX "circuits_circuit_last_updated_idx" ON "circuits_circuit" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "circuits_circuit_cf_gin" ON "circuits_circuit" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_created_idx" ON "circuits_circuittermination" USING btree ("created");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_last_updated_idx" ON "circuits_circuittermination" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_cf_gin" ON "circuits_circuittermination" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "circuits_circuittype_created_idx" ON "circuits_circuittype" USING btree ("created");--> statement-breakpoint
CREATE INDEX "circuits_circuittype_last_updated_idx" ON "circuits_circuittype" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "circuits_circuittype_cf_gin" ON "circuits_circuittype" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "circuits_provider_created_idx" ON "circuits_provider" USING btree ("created");--> statement-breakpoint
CREATE INDEX "circuits_provider_last_updated_idx" ON "circuits_provider" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "circuits_provider_cf_gin" ON "circuits_provider" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "circuits_provideraccount_created_idx" ON "circuits_provideraccount" USING btree ("created");--> statement-breakpoint
CREATE INDEX "circuits_provideraccount_last_updated_idx" ON "circuits_provideraccount" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "circuits_provideraccount_cf_gin" ON "circuits_provideraccount" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "circuits_providernetwork_created_idx" ON "circuits_providernetwork" USING btree ("created");--> statement-breakpoint
CREATE INDEX "circuits_providernetwork_last_updated_idx" ON "circuits_providernetwork" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "circuits_providernetwork_cf_gin" ON "circuits_providernetwork" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "core_objectchange_time_idx" ON "core_objectchange" USING btree ("time");--> statement-breakpoint
CREATE INDEX "core_objectchange_created_idx" ON "core_objectchange" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_device_position_idx" ON "dcim_device" USING btree ("position");--> statement-breakpoint
CREATE INDEX "dcim_device_latitude_idx" ON "dcim_device" USING btree ("latitude");--> statement-breakpoint
CREATE INDEX "dcim_device_longitude_idx" ON "dcim_device" USING btree ("longitude");--> statement-breakpoint
CREATE INDEX "dcim_device_created_idx" ON "dcim_device" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_device_last_updated_idx" ON "dcim_device" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_device_cf_gin" ON "dcim_device" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_devicerole_created_idx" ON "dcim_devicerole" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_devicerole_last_updated_idx" ON "dcim_devicerole" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_devicerole_cf_gin" ON "dcim_devicerole" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_devicetype_u_height_idx" ON "dcim_devicetype" USING btree ("u_height");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_weight_idx" ON "dcim_devicetype" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_created_idx" ON "dcim_devicetype" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_last_updated_idx" ON "dcim_devicetype" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_cf_gin" ON "dcim_devicetype" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_interface_created_idx" ON "dcim_interface" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_interface_last_updated_idx" ON "dcim_interface" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_interface_cf_gin" ON "dcim_interface" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_location_created_idx" ON "dcim_location" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_location_last_updated_idx" ON "dcim_location" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_location_cf_gin" ON "dcim_location" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_manufacturer_created_idx" ON "dcim_manufacturer" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_manufacturer_last_updated_idx" ON "dcim_manufacturer" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_manufacturer_cf_gin" ON "dcim_manufacturer" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_platform_created_idx" ON "dcim_platform" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_platform_last_updated_idx" ON "dcim_platform" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_platform_cf_gin" ON "dcim_platform" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_rack_weight_idx" ON "dcim_rack" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "dcim_rack_created_idx" ON "dcim_rack" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_rack_last_updated_idx" ON "dcim_rack" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_rack_cf_gin" ON "dcim_rack" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_rackrole_created_idx" ON "dcim_rackrole" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_rackrole_last_updated_idx" ON "dcim_rackrole" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_rackrole_cf_gin" ON "dcim_rackrole" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_region_created_idx" ON "dcim_region" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_region_last_updated_idx" ON "dcim_region" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_region_cf_gin" ON "dcim_region" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_site_latitude_idx" ON "dcim_site" USING btree ("latitude");--> statement-breakpoint
CREATE INDEX "dcim_site_longitude_idx" ON "dcim_site" USING btree ("longitude");--> statement-breakpoint
CREATE INDEX "dcim_site_created_idx" ON "dcim_site" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_site_last_updated_idx" ON "dcim_site" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_site_cf_gin" ON "dcim_site" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_sitegroup_created_idx" ON "dcim_sitegroup" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_sitegroup_last_updated_idx" ON "dcim_sitegroup" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_sitegroup_cf_gin" ON "dcim_sitegroup" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "extras_eventrule_created_idx" ON "extras_eventrule" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_eventrule_last_updated_idx" ON "extras_eventrule" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_eventrule_cf_gin" ON "extras_eventrule" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "extras_exporttemplate_created_idx" ON "extras_exporttemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_exporttemplate_last_updated_idx" ON "extras_exporttemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_journalentry_created_idx" ON "extras_journalentry" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_journalentry_last_updated_idx" ON "extras_journalentry" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_journalentry_cf_gin" ON "extras_journalentry" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "extras_savedfilter_created_idx" ON "extras_savedfilter" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_savedfilter_last_updated_idx" ON "extras_savedfilter" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_tag_created_idx" ON "extras_tag" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_tag_last_updated_idx" ON "extras_tag" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_webhook_created_idx" ON "extras_webhook" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_webhook_last_updated_idx" ON "extras_webhook" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_webhook_cf_gin" ON "extras_webhook" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_aggregate_created_idx" ON "ipam_aggregate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_aggregate_last_updated_idx" ON "ipam_aggregate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_aggregate_cf_gin" ON "ipam_aggregate" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_asn_created_idx" ON "ipam_asn" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_asn_last_updated_idx" ON "ipam_asn" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_asn_cf_gin" ON "ipam_asn" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_asnrange_created_idx" ON "ipam_asnrange" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_asnrange_last_updated_idx" ON "ipam_asnrange" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_asnrange_cf_gin" ON "ipam_asnrange" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroup_created_idx" ON "ipam_fhrpgroup" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroup_last_updated_idx" ON "ipam_fhrpgroup" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroup_cf_gin" ON "ipam_fhrpgroup" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroupassignment_created_idx" ON "ipam_fhrpgroupassignment" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroupassignment_last_updated_idx" ON "ipam_fhrpgroupassignment" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_address_gist" ON "ipam_ipaddress" USING gist ("address" inet_ops);--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_address_masklen_idx" ON "ipam_ipaddress" USING btree (masklen("address"));--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_created_idx" ON "ipam_ipaddress" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_last_updated_idx" ON "ipam_ipaddress" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_cf_gin" ON "ipam_ipaddress" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_iprange_created_idx" ON "ipam_iprange" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_iprange_last_updated_idx" ON "ipam_iprange" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_iprange_cf_gin" ON "ipam_iprange" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_prefix_prefix_gist" ON "ipam_prefix" USING gist ("prefix" inet_ops);--> statement-breakpoint
CREATE INDEX "ipam_prefix_prefix_masklen_idx" ON "ipam_prefix" USING btree (masklen("prefix"));--> statement-breakpoint
CREATE INDEX "ipam_prefix_created_idx" ON "ipam_prefix" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_prefix_last_updated_idx" ON "ipam_prefix" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_prefix_cf_gin" ON "ipam_prefix" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_rir_created_idx" ON "ipam_rir" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_rir_last_updated_idx" ON "ipam_rir" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_rir_cf_gin" ON "ipam_rir" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_role_created_idx" ON "ipam_role" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_role_last_updated_idx" ON "ipam_role" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_role_cf_gin" ON "ipam_role" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_routetarget_created_idx" ON "ipam_routetarget" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_routetarget_last_updated_idx" ON "ipam_routetarget" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_routetarget_cf_gin" ON "ipam_routetarget" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_vlan_created_idx" ON "ipam_vlan" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_vlan_last_updated_idx" ON "ipam_vlan" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_vlan_cf_gin" ON "ipam_vlan" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_vlangroup_created_idx" ON "ipam_vlangroup" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_vlangroup_last_updated_idx" ON "ipam_vlangroup" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_vlangroup_cf_gin" ON "ipam_vlangroup" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_vrf_created_idx" ON "ipam_vrf" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_vrf_last_updated_idx" ON "ipam_vrf" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_vrf_cf_gin" ON "ipam_vrf" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "tenancy_contact_created_idx" ON "tenancy_contact" USING btree ("created");--> statement-breakpoint
CREATE INDEX "tenancy_contact_last_updated_idx" ON "tenancy_contact" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "tenancy_contact_cf_gin" ON "tenancy_contact" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "tenancy_contactassignment_created_idx" ON "tenancy_contactassignment" USING btree ("created");--> statement-breakpoint
CREATE INDEX "tenancy_contactassignment_last_updated_idx" ON "tenancy_contactassignment" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "tenancy_contactassignment_cf_gin" ON "tenancy_contactassignment" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "tenancy_contactgroup_created_idx" ON "tenancy_contactgroup" USING btree ("created");--> statement-breakpoint
CREATE INDEX "tenancy_contactgroup_last_updated_idx" ON "tenancy_contactgroup" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "tenancy_contactgroup_cf_gin" ON "tenancy_contactgroup" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "tenancy_contactrole_created_idx" ON "tenancy_contactrole" USING btree ("created");--> statement-breakpoint
CREATE INDEX "tenancy_contactrole_last_updated_idx" ON "tenancy_contactrole" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "tenancy_contactrole_cf_gin" ON "tenancy_contactrole" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "tenancy_tenant_created_idx" ON "tenancy_tenant" USING btree ("created");--> statement-breakpoint
CREATE INDEX "tenancy_tenant_last_updated_idx" ON "tenancy_tenant" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "tenancy_tenant_cf_gin" ON "tenancy_tenant" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "tenancy_tenantgroup_created_idx" ON "tenancy_tenantgroup" USING btree ("created");--> statement-breakpoint
CREATE INDEX "tenancy_tenantgroup_last_updated_idx" ON "tenancy_tenantgroup" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "tenancy_tenantgroup_cf_gin" ON "tenancy_tenantgroup" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "users_group_created_idx" ON "users_group" USING btree ("created");--> statement-breakpoint
CREATE INDEX "users_group_last_updated_idx" ON "users_group" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "users_objectpermission_created_idx" ON "users_objectpermission" USING btree ("created");--> statement-breakpoint
CREATE INDEX "users_objectpermission_last_updated_idx" ON "users_objectpermission" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "users_token_expires_idx" ON "users_token" USING btree ("expires");--> statement-breakpoint
CREATE INDEX "users_token_last_used_idx" ON "users_token" USING btree ("last_used");--> statement-breakpoint
CREATE INDEX "users_token_created_idx" ON "users_token" USING btree ("created");--> statement-breakpoint
CREATE INDEX "users_user_date_joined_idx" ON "users_user" USING btree ("date_joined");--> statement-breakpoint
CREATE INDEX "users_user_last_login_idx" ON "users_user" USING btree ("last_login");--> statement-breakpoint
CREATE INDEX "users_user_created_idx" ON "users_user" USING btree ("created");--> statement-breakpoint
CREATE INDEX "users_user_last_updated_idx" ON "users_user" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_group_id_idx" ON "virtualization_cluster" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_created_idx" ON "virtualization_cluster" USING btree ("created");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_last_updated_idx" ON "virtualization_cluster" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_cf_gin" ON "virtualization_cluster" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "virtualization_clustertype_created_idx" ON "virtualization_clustertype" USING btree ("created");--> statement-breakpoint
CREATE INDEX "virtualization_clustertype_last_updated_idx" ON "virtualization_clustertype" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "virtualization_clustertype_cf_gin" ON "virtualization_clustertype" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_vcpus_idx" ON "virtualization_virtualmachine" USING btree ("vcpus");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_created_idx" ON "virtualization_virtualmachine" USING btree ("created");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_last_updated_idx" ON "virtualization_virtualmachine" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_cf_gin" ON "virtualization_virtualmachine" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_created_idx" ON "virtualization_vminterface" USING btree ("created");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_last_updated_idx" ON "virtualization_vminterface" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_cf_gin" ON "virtualization_vminterface" USING gin ("custom_field_data" jsonb_path_ops);