CREATE SEQUENCE "public"."extras_taggeditem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "core_datafile" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"path" varchar(1000) NOT NULL,
	"size" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"data" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core_datasource" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(50) NOT NULL,
	"source_url" varchar(200) NOT NULL,
	"status" varchar(50) DEFAULT 'new' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"sync_interval" smallint,
	"parameters" jsonb,
	"ignore_rules" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"last_synced" timestamp with time zone,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_type" varchar(100),
	"object_id" integer,
	"name" varchar(200) NOT NULL,
	"status" varchar(50) DEFAULT 'pending' NOT NULL,
	"scheduled" timestamp with time zone,
	"interval" smallint,
	"started" timestamp with time zone,
	"completed" timestamp with time zone,
	"user_id" integer,
	"data" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"job_id" varchar(36) NOT NULL,
	"log_entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core_objecttype" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_label" varchar(100) NOT NULL,
	"app_name" varchar(100) DEFAULT '' NOT NULL,
	"model" varchar(100) NOT NULL,
	"model_name" varchar(100) DEFAULT '' NOT NULL,
	"model_name_plural" varchar(100) DEFAULT '' NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_plugin_model" boolean DEFAULT false NOT NULL,
	"rest_api_endpoint" varchar(200),
	"description" varchar(200),
	"display_label" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_configcontextprofile" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"schema" jsonb,
	"comments" text DEFAULT '' NOT NULL,
	"data_source_id" integer,
	"data_path" varchar(1000) DEFAULT '' NOT NULL,
	"data_file_id" integer,
	"data_synced" timestamp with time zone,
	"auto_sync_enabled" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_configcontextprofile_tags" (
	"id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configcontextprofile_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "users_userconfig" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "circuits_circuit_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_circuit_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_circuitgroup_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_circuitgroup_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_circuitgroupassignment_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_circuitgroupassignment_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_circuittermination_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_circuittermination_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_circuittype_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_circuittype_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_provider_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_provider_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_provideraccount_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_provideraccount_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_providernetwork_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_providernetwork_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuit_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuit_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuittermination_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuittermination_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuittype_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuittype_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_cable_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_cable_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_consoleport_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_consoleport_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_consoleserverport_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_consoleserverport_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_device_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_device_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_devicebay_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_devicebay_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_devicerole_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_devicerole_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_devicetype_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_devicetype_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_frontport_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_frontport_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_interface_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_interface_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitem_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitem_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitemrole_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitemrole_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_location_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_location_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_macaddress_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_macaddress_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_manufacturer_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_manufacturer_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_module_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_module_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_modulebay_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_modulebay_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_moduletype_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_moduletype_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_moduletypeprofile_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_moduletypeprofile_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_platform_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_platform_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_powerfeed_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_powerfeed_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlet_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlet_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_powerpanel_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_powerpanel_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_powerport_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_powerport_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_rack_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_rack_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_rackreservation_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_rackreservation_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_rackrole_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_rackrole_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_racktype_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_racktype_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_rearport_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_rearport_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_region_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_region_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_site_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_site_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_sitegroup_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_sitegroup_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_virtualchassis_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_virtualchassis_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_virtualdevicecontext_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_virtualdevicecontext_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_configcontext" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "extras_configcontext" ADD COLUMN "data_source_id" integer;--> statement-breakpoint
ALTER TABLE "extras_configcontext" ADD COLUMN "data_path" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_configcontext" ADD COLUMN "data_file_id" integer;--> statement-breakpoint
ALTER TABLE "extras_configcontext" ADD COLUMN "data_synced" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "extras_configcontext" ADD COLUMN "auto_sync_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_configcontext_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_configcontext_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_configtemplate_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_configtemplate_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_eventrule_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_eventrule_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_exporttemplate" ADD COLUMN "data_source_id" integer;--> statement-breakpoint
ALTER TABLE "extras_exporttemplate" ADD COLUMN "data_path" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_exporttemplate" ADD COLUMN "data_file_id" integer;--> statement-breakpoint
ALTER TABLE "extras_exporttemplate" ADD COLUMN "data_synced" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "extras_exporttemplate" ADD COLUMN "auto_sync_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_journalentry_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_journalentry_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_webhook_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_webhook_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_aggregate_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_aggregate_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_asn_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_asn_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_asnrange_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_asnrange_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_fhrpgroup_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_fhrpgroup_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_ipaddress_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_ipaddress_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_iprange_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_iprange_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_prefix_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_prefix_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_rir_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_rir_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_role_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_role_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_routetarget_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_routetarget_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_service_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_service_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_servicetemplate_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_servicetemplate_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_vlan_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_vlan_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_vlangroup_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_vlangroup_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_vlantranslationpolicy_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_vlantranslationpolicy_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_vlantranslationrule_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_vlantranslationrule_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_vrf_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ipam_vrf_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_contact_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_contact_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_contactassignment_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_contactassignment_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_contactgroup_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_contactgroup_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_contactrole_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_contactrole_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_tenant_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_tenant_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_tenantgroup_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_tenantgroup_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_cluster_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_cluster_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_clustergroup_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_clustergroup_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_clustertype_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_clustertype_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_virtualdisk_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_virtualdisk_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_ikepolicy_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_ikepolicy_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_ikeproposal_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_ikeproposal_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_ipsecpolicy_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_ipsecpolicy_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_ipsecprofile_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_ipsecprofile_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_ipsecproposal_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_ipsecproposal_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_l2vpn_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_l2vpn_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_l2vpntermination_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_l2vpntermination_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_tunnel_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_tunnel_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_tunnelgroup_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_tunnelgroup_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_tunneltermination_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "vpn_tunneltermination_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslan_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslan_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslangroup_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslangroup_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslink_tags" ADD COLUMN "id" bigint DEFAULT nextval('extras_taggeditem_id_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslink_tags" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "core_datafile" ADD CONSTRAINT "core_datafile_source_id_core_datasource_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."core_datasource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_job" ADD CONSTRAINT "core_job_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontextprofile" ADD CONSTRAINT "extras_configcontextprofile_data_source_id_core_datasource_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."core_datasource"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontextprofile" ADD CONSTRAINT "extras_configcontextprofile_data_file_id_core_datafile_id_fk" FOREIGN KEY ("data_file_id") REFERENCES "public"."core_datafile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontextprofile_tags" ADD CONSTRAINT "extras_configcontextprofile_tags_source_id_extras_configcontextprofile_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configcontextprofile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontextprofile_tags" ADD CONSTRAINT "extras_configcontextprofile_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_userconfig" ADD CONSTRAINT "users_userconfig_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "core_datafile_source_id_idx" ON "core_datafile" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "core_datafile_path_idx" ON "core_datafile" USING btree ("path");--> statement-breakpoint
CREATE INDEX "core_datafile_size_idx" ON "core_datafile" USING btree ("size");--> statement-breakpoint
CREATE INDEX "core_datafile_hash_idx" ON "core_datafile" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "core_datafile_source_path_uniq" ON "core_datafile" USING btree ("source_id","path");--> statement-breakpoint
CREATE INDEX "core_datafile_created_idx" ON "core_datafile" USING btree ("created");--> statement-breakpoint
CREATE INDEX "core_datafile_last_updated_idx" ON "core_datafile" USING btree ("last_updated");--> statement-breakpoint
CREATE UNIQUE INDEX "core_datasource_name_key" ON "core_datasource" USING btree ("name");--> statement-breakpoint
CREATE INDEX "core_datasource_type_idx" ON "core_datasource" USING btree ("type");--> statement-breakpoint
CREATE INDEX "core_datasource_source_url_idx" ON "core_datasource" USING btree ("source_url");--> statement-breakpoint
CREATE INDEX "core_datasource_status_idx" ON "core_datasource" USING btree ("status");--> statement-breakpoint
CREATE INDEX "core_datasource_description_idx" ON "core_datasource" USING btree ("description");--> statement-breakpoint
CREATE INDEX "core_datasource_sync_interval_idx" ON "core_datasource" USING btree ("sync_interval");--> statement-breakpoint
CREATE INDEX "core_datasource_last_synced_idx" ON "core_datasource" USING btree ("last_synced");--> statement-breakpoint
CREATE INDEX "core_datasource_created_idx" ON "core_datasource" USING btree ("created");--> statement-breakpoint
CREATE INDEX "core_datasource_last_updated_idx" ON "core_datasource" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "core_datasource_cf_gin" ON "core_datasource" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "core_job_object_idx" ON "core_job" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "core_job_name_idx" ON "core_job" USING btree ("name");--> statement-breakpoint
CREATE INDEX "core_job_status_idx" ON "core_job" USING btree ("status");--> statement-breakpoint
CREATE INDEX "core_job_scheduled_idx" ON "core_job" USING btree ("scheduled");--> statement-breakpoint
CREATE INDEX "core_job_interval_idx" ON "core_job" USING btree ("interval");--> statement-breakpoint
CREATE INDEX "core_job_started_idx" ON "core_job" USING btree ("started");--> statement-breakpoint
CREATE INDEX "core_job_completed_idx" ON "core_job" USING btree ("completed");--> statement-breakpoint
CREATE INDEX "core_job_user_id_idx" ON "core_job" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "core_job_job_id_idx" ON "core_job" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "core_job_created_idx" ON "core_job" USING btree ("created");--> statement-breakpoint
CREATE INDEX "core_objecttype_app_label_idx" ON "core_objecttype" USING btree ("app_label");--> statement-breakpoint
CREATE INDEX "core_objecttype_model_idx" ON "core_objecttype" USING btree ("model");--> statement-breakpoint
CREATE UNIQUE INDEX "core_objecttype_app_label_model_uniq" ON "core_objecttype" USING btree ("app_label","model");--> statement-breakpoint
CREATE INDEX "core_objecttype_created_idx" ON "core_objecttype" USING btree ("created");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_configcontextprofile_name_key" ON "extras_configcontextprofile" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_configcontextprofile_description_idx" ON "extras_configcontextprofile" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_configcontextprofile_data_source_id_idx" ON "extras_configcontextprofile" USING btree ("data_source_id");--> statement-breakpoint
CREATE INDEX "extras_configcontextprofile_data_file_id_idx" ON "extras_configcontextprofile" USING btree ("data_file_id");--> statement-breakpoint
CREATE INDEX "extras_configcontextprofile_data_synced_idx" ON "extras_configcontextprofile" USING btree ("data_synced");--> statement-breakpoint
CREATE INDEX "extras_configcontextprofile_created_idx" ON "extras_configcontextprofile" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_configcontextprofile_last_updated_idx" ON "extras_configcontextprofile" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_configcontextprofile_tags_target_idx" ON "extras_configcontextprofile_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_configcontextprofile_tags_id_uniq" ON "extras_configcontextprofile_tags" USING btree ("id");--> statement-breakpoint
ALTER TABLE "extras_configcontext" ADD CONSTRAINT "extras_configcontext_profile_id_extras_configcontextprofile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."extras_configcontextprofile"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext" ADD CONSTRAINT "extras_configcontext_data_source_id_core_datasource_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."core_datasource"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configcontext" ADD CONSTRAINT "extras_configcontext_data_file_id_core_datafile_id_fk" FOREIGN KEY ("data_file_id") REFERENCES "public"."core_datafile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_exporttemplate" ADD CONSTRAINT "extras_exporttemplate_data_source_id_core_datasource_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."core_datasource"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_exporttemplate" ADD CONSTRAINT "extras_exporttemplate_data_file_id_core_datafile_id_fk" FOREIGN KEY ("data_file_id") REFERENCES "public"."core_datafile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuit_tags_id_uniq" ON "circuits_circuit_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuitgroup_tags_id_uniq" ON "circuits_circuitgroup_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuitgroupassignment_tags_id_uniq" ON "circuits_circuitgroupassignment_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuittermination_tags_id_uniq" ON "circuits_circuittermination_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuittype_tags_id_uniq" ON "circuits_circuittype_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_provider_tags_id_uniq" ON "circuits_provider_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_provideraccount_tags_id_uniq" ON "circuits_provideraccount_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_providernetwork_tags_id_uniq" ON "circuits_providernetwork_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_virtualcircuit_tags_id_uniq" ON "circuits_virtualcircuit_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_virtualcircuittermination_tags_id_uniq" ON "circuits_virtualcircuittermination_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_virtualcircuittype_tags_id_uniq" ON "circuits_virtualcircuittype_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_cable_tags_id_uniq" ON "dcim_cable_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_consoleport_tags_id_uniq" ON "dcim_consoleport_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_consoleserverport_tags_id_uniq" ON "dcim_consoleserverport_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_device_tags_id_uniq" ON "dcim_device_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_devicebay_tags_id_uniq" ON "dcim_devicebay_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_devicerole_tags_id_uniq" ON "dcim_devicerole_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_devicetype_tags_id_uniq" ON "dcim_devicetype_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_frontport_tags_id_uniq" ON "dcim_frontport_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_interface_tags_id_uniq" ON "dcim_interface_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_inventoryitem_tags_id_uniq" ON "dcim_inventoryitem_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_inventoryitemrole_tags_id_uniq" ON "dcim_inventoryitemrole_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_location_tags_id_uniq" ON "dcim_location_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_macaddress_tags_id_uniq" ON "dcim_macaddress_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_manufacturer_tags_id_uniq" ON "dcim_manufacturer_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_module_tags_id_uniq" ON "dcim_module_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_modulebay_tags_id_uniq" ON "dcim_modulebay_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_moduletype_tags_id_uniq" ON "dcim_moduletype_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_moduletypeprofile_tags_id_uniq" ON "dcim_moduletypeprofile_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_platform_tags_id_uniq" ON "dcim_platform_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_powerfeed_tags_id_uniq" ON "dcim_powerfeed_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_poweroutlet_tags_id_uniq" ON "dcim_poweroutlet_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_powerpanel_tags_id_uniq" ON "dcim_powerpanel_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_powerport_tags_id_uniq" ON "dcim_powerport_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rack_tags_id_uniq" ON "dcim_rack_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rackreservation_tags_id_uniq" ON "dcim_rackreservation_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rackrole_tags_id_uniq" ON "dcim_rackrole_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_racktype_tags_id_uniq" ON "dcim_racktype_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rearport_tags_id_uniq" ON "dcim_rearport_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_region_tags_id_uniq" ON "dcim_region_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_site_tags_id_uniq" ON "dcim_site_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_sitegroup_tags_id_uniq" ON "dcim_sitegroup_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_virtualchassis_tags_id_uniq" ON "dcim_virtualchassis_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_virtualdevicecontext_tags_id_uniq" ON "dcim_virtualdevicecontext_tags" USING btree ("id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_profile_id_idx" ON "extras_configcontext" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_data_source_id_idx" ON "extras_configcontext" USING btree ("data_source_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_data_file_id_idx" ON "extras_configcontext" USING btree ("data_file_id");--> statement-breakpoint
CREATE INDEX "extras_configcontext_data_synced_idx" ON "extras_configcontext" USING btree ("data_synced");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_configcontext_tags_id_uniq" ON "extras_configcontext_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_configtemplate_tags_id_uniq" ON "extras_configtemplate_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_eventrule_tags_id_uniq" ON "extras_eventrule_tags" USING btree ("id");--> statement-breakpoint
CREATE INDEX "extras_exporttemplate_data_source_id_idx" ON "extras_exporttemplate" USING btree ("data_source_id");--> statement-breakpoint
CREATE INDEX "extras_exporttemplate_data_file_id_idx" ON "extras_exporttemplate" USING btree ("data_file_id");--> statement-breakpoint
CREATE INDEX "extras_exporttemplate_data_synced_idx" ON "extras_exporttemplate" USING btree ("data_synced");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_journalentry_tags_id_uniq" ON "extras_journalentry_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_webhook_tags_id_uniq" ON "extras_webhook_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_aggregate_tags_id_uniq" ON "ipam_aggregate_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_asn_tags_id_uniq" ON "ipam_asn_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_asnrange_tags_id_uniq" ON "ipam_asnrange_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_fhrpgroup_tags_id_uniq" ON "ipam_fhrpgroup_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_ipaddress_tags_id_uniq" ON "ipam_ipaddress_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_iprange_tags_id_uniq" ON "ipam_iprange_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_prefix_tags_id_uniq" ON "ipam_prefix_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_rir_tags_id_uniq" ON "ipam_rir_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_role_tags_id_uniq" ON "ipam_role_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_routetarget_tags_id_uniq" ON "ipam_routetarget_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_service_tags_id_uniq" ON "ipam_service_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_servicetemplate_tags_id_uniq" ON "ipam_servicetemplate_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlan_tags_id_uniq" ON "ipam_vlan_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlangroup_tags_id_uniq" ON "ipam_vlangroup_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlantranslationpolicy_tags_id_uniq" ON "ipam_vlantranslationpolicy_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlantranslationrule_tags_id_uniq" ON "ipam_vlantranslationrule_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vrf_tags_id_uniq" ON "ipam_vrf_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_contact_tags_id_uniq" ON "tenancy_contact_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_contactassignment_tags_id_uniq" ON "tenancy_contactassignment_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_contactgroup_tags_id_uniq" ON "tenancy_contactgroup_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_contactrole_tags_id_uniq" ON "tenancy_contactrole_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_tenant_tags_id_uniq" ON "tenancy_tenant_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_tenantgroup_tags_id_uniq" ON "tenancy_tenantgroup_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_cluster_tags_id_uniq" ON "virtualization_cluster_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_clustergroup_tags_id_uniq" ON "virtualization_clustergroup_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_clustertype_tags_id_uniq" ON "virtualization_clustertype_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_virtualdisk_tags_id_uniq" ON "virtualization_virtualdisk_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_virtualmachine_tags_id_uniq" ON "virtualization_virtualmachine_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_vminterface_tags_id_uniq" ON "virtualization_vminterface_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_ikepolicy_tags_id_uniq" ON "vpn_ikepolicy_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_ikeproposal_tags_id_uniq" ON "vpn_ikeproposal_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_ipsecpolicy_tags_id_uniq" ON "vpn_ipsecpolicy_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_ipsecprofile_tags_id_uniq" ON "vpn_ipsecprofile_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_ipsecproposal_tags_id_uniq" ON "vpn_ipsecproposal_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_l2vpn_tags_id_uniq" ON "vpn_l2vpn_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_l2vpntermination_tags_id_uniq" ON "vpn_l2vpntermination_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_tunnel_tags_id_uniq" ON "vpn_tunnel_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_tunnelgroup_tags_id_uniq" ON "vpn_tunnelgroup_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_tunneltermination_tags_id_uniq" ON "vpn_tunneltermination_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "wireless_wirelesslan_tags_id_uniq" ON "wireless_wirelesslan_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "wireless_wirelesslangroup_tags_id_uniq" ON "wireless_wirelesslangroup_tags" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "wireless_wirelesslink_tags_id_uniq" ON "wireless_wirelesslink_tags" USING btree ("id");