CREATE TABLE "circuits_circuitgroup" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"tenant_id" integer,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuits_circuitgroup_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_circuitgroup_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "circuits_circuitgroupassignment" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"member_type" varchar(100),
	"member_id" integer,
	"priority" varchar(50),
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuits_circuitgroupassignment_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_circuitgroupassignment_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "circuits_virtualcircuit" (
	"id" serial PRIMARY KEY NOT NULL,
	"cid" varchar(100) NOT NULL,
	"provider_network_id" integer NOT NULL,
	"provider_account_id" integer,
	"type_id" integer NOT NULL,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"tenant_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuits_virtualcircuit_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_virtualcircuit_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "circuits_virtualcircuittermination" (
	"id" serial PRIMARY KEY NOT NULL,
	"virtual_circuit_id" integer NOT NULL,
	"role" varchar(50) DEFAULT 'peer' NOT NULL,
	"interface_id" integer NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuits_virtualcircuittermination_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_virtualcircuittermination_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "circuits_virtualcircuittype" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"color" varchar(6) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuits_virtualcircuittype_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_virtualcircuittype_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_consoleporttemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_type_id" integer,
	"module_type_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_consoleserverporttemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_type_id" integer,
	"module_type_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_devicebaytemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_type_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_frontporttemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_type_id" integer,
	"module_type_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50) NOT NULL,
	"color" varchar(6) DEFAULT '' NOT NULL,
	"rear_port_id" integer NOT NULL,
	"rear_port_position" integer DEFAULT 1 NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_interface_vdcs" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_interface_vdcs_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_interface_wireless_lans" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_interface_wireless_lans_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_interfacetemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_type_id" integer,
	"module_type_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"mgmt_only" boolean DEFAULT false NOT NULL,
	"bridge_id" integer,
	"poe_mode" varchar(50),
	"poe_type" varchar(50),
	"rf_role" varchar(50),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_inventoryitemrole" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"color" varchar(6) DEFAULT '9e9e9e' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_inventoryitemrole_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_inventoryitemrole_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_inventoryitemtemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_type_id" integer NOT NULL,
	"parent_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"role_id" integer,
	"manufacturer_id" integer,
	"part_id" varchar(50) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"component_type" varchar(100),
	"component_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_modulebaytemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_type_id" integer,
	"module_type_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"position" varchar(30) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_moduletypeprofile" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"schema" jsonb,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_moduletypeprofile_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_moduletypeprofile_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_poweroutlettemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_type_id" integer,
	"module_type_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50),
	"power_port_id" integer,
	"feed_leg" varchar(50),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_powerporttemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_type_id" integer,
	"module_type_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50),
	"maximum_draw" integer,
	"allocated_draw" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_racktype" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"model" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"form_factor" varchar(50) NOT NULL,
	"width" smallint DEFAULT 19 NOT NULL,
	"u_height" integer DEFAULT 42 NOT NULL,
	"starting_unit" integer DEFAULT 1 NOT NULL,
	"desc_units" boolean DEFAULT false NOT NULL,
	"outer_width" integer,
	"outer_height" integer,
	"outer_depth" integer,
	"outer_unit" varchar(50),
	"weight" numeric(8, 2),
	"max_weight" integer,
	"weight_unit" varchar(50),
	"mounting_depth" integer,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_racktype_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_racktype_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_rearporttemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_type_id" integer,
	"module_type_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50) NOT NULL,
	"color" varchar(6) DEFAULT '' NOT NULL,
	"positions" integer DEFAULT 1 NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_virtualdevicecontext" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"device_id" integer NOT NULL,
	"identifier" integer,
	"tenant_id" integer,
	"primary_ip_id" integer GENERATED ALWAYS AS (coalesce("primary_ip6_id", "primary_ip4_id")) STORED,
	"primary_ip4_id" integer,
	"primary_ip6_id" integer,
	"status" varchar(50) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_virtualdevicecontext_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_virtualdevicecontext_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_vlantranslationpolicy" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_vlantranslationpolicy_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_vlantranslationpolicy_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_vlantranslationrule" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"local_vid" integer NOT NULL,
	"remote_vid" integer NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_vlantranslationrule_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_vlantranslationrule_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "virtualization_virtualdisk" (
	"id" serial PRIMARY KEY NOT NULL,
	"virtual_machine_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"size" integer NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtualization_virtualdisk_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "virtualization_virtualdisk_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_ikepolicy" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"version" smallint DEFAULT 2 NOT NULL,
	"mode" varchar(50),
	"preshared_key" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpn_ikepolicy_proposals" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_ikepolicy_proposals_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_ikepolicy_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_ikepolicy_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_ikeproposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"authentication_method" varchar(50) NOT NULL,
	"encryption_algorithm" varchar(50) NOT NULL,
	"authentication_algorithm" varchar(50),
	"group" smallint NOT NULL,
	"sa_lifetime" integer,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpn_ikeproposal_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_ikeproposal_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_ipsecpolicy" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"pfs_group" smallint,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpn_ipsecpolicy_proposals" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_ipsecpolicy_proposals_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_ipsecpolicy_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_ipsecpolicy_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_ipsecprofile" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"mode" varchar(50) NOT NULL,
	"ike_policy_id" integer NOT NULL,
	"ipsec_policy_id" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpn_ipsecprofile_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_ipsecprofile_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_ipsecproposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"encryption_algorithm" varchar(50),
	"authentication_algorithm" varchar(50),
	"sa_lifetime_seconds" integer,
	"sa_lifetime_data" integer,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpn_ipsecproposal_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_ipsecproposal_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_l2vpn" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" bigint,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"type" varchar(50) NOT NULL,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"tenant_id" integer,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpn_l2vpn_export_targets" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_l2vpn_export_targets_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_l2vpn_import_targets" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_l2vpn_import_targets_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_l2vpn_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_l2vpn_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_l2vpntermination" (
	"id" serial PRIMARY KEY NOT NULL,
	"l2vpn_id" integer NOT NULL,
	"assigned_object_type" varchar(100),
	"assigned_object_id" integer,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpn_l2vpntermination_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_l2vpntermination_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_tunnel" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"group_id" integer,
	"encapsulation" varchar(50) NOT NULL,
	"ipsec_profile_id" integer,
	"tenant_id" integer,
	"tunnel_id" bigint,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpn_tunnel_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_tunnel_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_tunnelgroup" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpn_tunnelgroup_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_tunnelgroup_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "vpn_tunneltermination" (
	"id" serial PRIMARY KEY NOT NULL,
	"tunnel_id" integer NOT NULL,
	"role" varchar(50) DEFAULT 'peer' NOT NULL,
	"termination_type" varchar(100),
	"termination_id" integer,
	"outside_ip_id" integer,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpn_tunneltermination_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "vpn_tunneltermination_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "wireless_wirelesslan" (
	"id" serial PRIMARY KEY NOT NULL,
	"ssid" varchar(32) NOT NULL,
	"group_id" integer,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"vlan_id" integer,
	"scope_type" varchar(100),
	"scope_id" integer,
	"tenant_id" integer,
	"auth_type" varchar(50),
	"auth_cipher" varchar(50),
	"auth_psk" varchar(64) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wireless_wirelesslan_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "wireless_wirelesslan_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "wireless_wirelesslangroup" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"parent_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wireless_wirelesslangroup_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "wireless_wirelesslangroup_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "wireless_wirelesslink" (
	"id" serial PRIMARY KEY NOT NULL,
	"interface_a_id" integer NOT NULL,
	"interface_b_id" integer NOT NULL,
	"ssid" varchar(32) DEFAULT '' NOT NULL,
	"status" varchar(50) DEFAULT 'connected' NOT NULL,
	"tenant_id" integer,
	"auth_type" varchar(50),
	"auth_cipher" varchar(50),
	"auth_psk" varchar(64) DEFAULT '' NOT NULL,
	"distance" numeric(8, 2),
	"distance_unit" varchar(50),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wireless_wirelesslink_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "wireless_wirelesslink_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "vlan_translation_policy_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "wireless_link_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitem" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_moduletype" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_moduletype" ADD COLUMN "attributes" jsonb;--> statement-breakpoint
ALTER TABLE "dcim_rack" ADD COLUMN "rack_type_id" integer;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface" ADD COLUMN "vlan_translation_policy_id" integer;--> statement-breakpoint
ALTER TABLE "circuits_circuitgroup" ADD CONSTRAINT "circuits_circuitgroup_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuitgroup_tags" ADD CONSTRAINT "circuits_circuitgroup_tags_source_id_circuits_circuitgroup_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_circuitgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuitgroup_tags" ADD CONSTRAINT "circuits_circuitgroup_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuitgroupassignment" ADD CONSTRAINT "circuits_circuitgroupassignment_group_id_circuits_circuitgroup_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."circuits_circuitgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuitgroupassignment_tags" ADD CONSTRAINT "circuits_circuitgroupassignment_tags_source_id_circuits_circuitgroupassignment_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_circuitgroupassignment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuitgroupassignment_tags" ADD CONSTRAINT "circuits_circuitgroupassignment_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuit" ADD CONSTRAINT "circuits_virtualcircuit_provider_network_id_circuits_providernetwork_id_fk" FOREIGN KEY ("provider_network_id") REFERENCES "public"."circuits_providernetwork"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuit" ADD CONSTRAINT "circuits_virtualcircuit_provider_account_id_circuits_provideraccount_id_fk" FOREIGN KEY ("provider_account_id") REFERENCES "public"."circuits_provideraccount"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuit" ADD CONSTRAINT "circuits_virtualcircuit_type_id_circuits_virtualcircuittype_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."circuits_virtualcircuittype"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuit" ADD CONSTRAINT "circuits_virtualcircuit_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuit_tags" ADD CONSTRAINT "circuits_virtualcircuit_tags_source_id_circuits_virtualcircuit_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_virtualcircuit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuit_tags" ADD CONSTRAINT "circuits_virtualcircuit_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuittermination" ADD CONSTRAINT "circuits_virtualcircuittermination_virtual_circuit_id_circuits_virtualcircuit_id_fk" FOREIGN KEY ("virtual_circuit_id") REFERENCES "public"."circuits_virtualcircuit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuittermination" ADD CONSTRAINT "circuits_virtualcircuittermination_interface_id_dcim_interface_id_fk" FOREIGN KEY ("interface_id") REFERENCES "public"."dcim_interface"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuittermination_tags" ADD CONSTRAINT "circuits_virtualcircuittermination_tags_source_id_circuits_virtualcircuittermination_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_virtualcircuittermination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuittermination_tags" ADD CONSTRAINT "circuits_virtualcircuittermination_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuittype_tags" ADD CONSTRAINT "circuits_virtualcircuittype_tags_source_id_circuits_virtualcircuittype_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_virtualcircuittype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_virtualcircuittype_tags" ADD CONSTRAINT "circuits_virtualcircuittype_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleporttemplate" ADD CONSTRAINT "dcim_consoleporttemplate_device_type_id_dcim_devicetype_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleporttemplate" ADD CONSTRAINT "dcim_consoleporttemplate_module_type_id_dcim_moduletype_id_fk" FOREIGN KEY ("module_type_id") REFERENCES "public"."dcim_moduletype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleserverporttemplate" ADD CONSTRAINT "dcim_consoleserverporttemplate_device_type_id_dcim_devicetype_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleserverporttemplate" ADD CONSTRAINT "dcim_consoleserverporttemplate_module_type_id_dcim_moduletype_id_fk" FOREIGN KEY ("module_type_id") REFERENCES "public"."dcim_moduletype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicebaytemplate" ADD CONSTRAINT "dcim_devicebaytemplate_device_type_id_dcim_devicetype_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_frontporttemplate" ADD CONSTRAINT "dcim_frontporttemplate_device_type_id_dcim_devicetype_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_frontporttemplate" ADD CONSTRAINT "dcim_frontporttemplate_module_type_id_dcim_moduletype_id_fk" FOREIGN KEY ("module_type_id") REFERENCES "public"."dcim_moduletype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_frontporttemplate" ADD CONSTRAINT "dcim_frontporttemplate_rear_port_id_dcim_rearporttemplate_id_fk" FOREIGN KEY ("rear_port_id") REFERENCES "public"."dcim_rearporttemplate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface_vdcs" ADD CONSTRAINT "dcim_interface_vdcs_source_id_dcim_interface_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_interface"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface_vdcs" ADD CONSTRAINT "dcim_interface_vdcs_target_id_dcim_virtualdevicecontext_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."dcim_virtualdevicecontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface_wireless_lans" ADD CONSTRAINT "dcim_interface_wireless_lans_source_id_dcim_interface_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_interface"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface_wireless_lans" ADD CONSTRAINT "dcim_interface_wireless_lans_target_id_wireless_wirelesslan_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."wireless_wirelesslan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interfacetemplate" ADD CONSTRAINT "dcim_interfacetemplate_device_type_id_dcim_devicetype_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interfacetemplate" ADD CONSTRAINT "dcim_interfacetemplate_module_type_id_dcim_moduletype_id_fk" FOREIGN KEY ("module_type_id") REFERENCES "public"."dcim_moduletype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interfacetemplate" ADD CONSTRAINT "dcim_interfacetemplate_bridge_id_dcim_interfacetemplate_id_fk" FOREIGN KEY ("bridge_id") REFERENCES "public"."dcim_interfacetemplate"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitemrole_tags" ADD CONSTRAINT "dcim_inventoryitemrole_tags_source_id_dcim_inventoryitemrole_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_inventoryitemrole"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitemrole_tags" ADD CONSTRAINT "dcim_inventoryitemrole_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitemtemplate" ADD CONSTRAINT "dcim_inventoryitemtemplate_device_type_id_dcim_devicetype_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitemtemplate" ADD CONSTRAINT "dcim_inventoryitemtemplate_parent_id_dcim_inventoryitemtemplate_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dcim_inventoryitemtemplate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitemtemplate" ADD CONSTRAINT "dcim_inventoryitemtemplate_role_id_dcim_inventoryitemrole_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."dcim_inventoryitemrole"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitemtemplate" ADD CONSTRAINT "dcim_inventoryitemtemplate_manufacturer_id_dcim_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."dcim_manufacturer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_modulebaytemplate" ADD CONSTRAINT "dcim_modulebaytemplate_device_type_id_dcim_devicetype_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_modulebaytemplate" ADD CONSTRAINT "dcim_modulebaytemplate_module_type_id_dcim_moduletype_id_fk" FOREIGN KEY ("module_type_id") REFERENCES "public"."dcim_moduletype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_moduletypeprofile_tags" ADD CONSTRAINT "dcim_moduletypeprofile_tags_source_id_dcim_moduletypeprofile_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_moduletypeprofile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_moduletypeprofile_tags" ADD CONSTRAINT "dcim_moduletypeprofile_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlettemplate" ADD CONSTRAINT "dcim_poweroutlettemplate_device_type_id_dcim_devicetype_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlettemplate" ADD CONSTRAINT "dcim_poweroutlettemplate_module_type_id_dcim_moduletype_id_fk" FOREIGN KEY ("module_type_id") REFERENCES "public"."dcim_moduletype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlettemplate" ADD CONSTRAINT "dcim_poweroutlettemplate_power_port_id_dcim_powerporttemplate_id_fk" FOREIGN KEY ("power_port_id") REFERENCES "public"."dcim_powerporttemplate"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerporttemplate" ADD CONSTRAINT "dcim_powerporttemplate_device_type_id_dcim_devicetype_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerporttemplate" ADD CONSTRAINT "dcim_powerporttemplate_module_type_id_dcim_moduletype_id_fk" FOREIGN KEY ("module_type_id") REFERENCES "public"."dcim_moduletype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_racktype" ADD CONSTRAINT "dcim_racktype_manufacturer_id_dcim_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."dcim_manufacturer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_racktype_tags" ADD CONSTRAINT "dcim_racktype_tags_source_id_dcim_racktype_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_racktype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_racktype_tags" ADD CONSTRAINT "dcim_racktype_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rearporttemplate" ADD CONSTRAINT "dcim_rearporttemplate_device_type_id_dcim_devicetype_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rearporttemplate" ADD CONSTRAINT "dcim_rearporttemplate_module_type_id_dcim_moduletype_id_fk" FOREIGN KEY ("module_type_id") REFERENCES "public"."dcim_moduletype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_virtualdevicecontext" ADD CONSTRAINT "dcim_virtualdevicecontext_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_virtualdevicecontext" ADD CONSTRAINT "dcim_virtualdevicecontext_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_virtualdevicecontext" ADD CONSTRAINT "dcim_virtualdevicecontext_primary_ip4_id_ipam_ipaddress_id_fk" FOREIGN KEY ("primary_ip4_id") REFERENCES "public"."ipam_ipaddress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_virtualdevicecontext" ADD CONSTRAINT "dcim_virtualdevicecontext_primary_ip6_id_ipam_ipaddress_id_fk" FOREIGN KEY ("primary_ip6_id") REFERENCES "public"."ipam_ipaddress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_virtualdevicecontext_tags" ADD CONSTRAINT "dcim_virtualdevicecontext_tags_source_id_dcim_virtualdevicecontext_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_virtualdevicecontext"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_virtualdevicecontext_tags" ADD CONSTRAINT "dcim_virtualdevicecontext_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlantranslationpolicy_tags" ADD CONSTRAINT "ipam_vlantranslationpolicy_tags_source_id_ipam_vlantranslationpolicy_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_vlantranslationpolicy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlantranslationpolicy_tags" ADD CONSTRAINT "ipam_vlantranslationpolicy_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlantranslationrule" ADD CONSTRAINT "ipam_vlantranslationrule_policy_id_ipam_vlantranslationpolicy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."ipam_vlantranslationpolicy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlantranslationrule_tags" ADD CONSTRAINT "ipam_vlantranslationrule_tags_source_id_ipam_vlantranslationrule_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_vlantranslationrule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlantranslationrule_tags" ADD CONSTRAINT "ipam_vlantranslationrule_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualdisk" ADD CONSTRAINT "virtualization_virtualdisk_virtual_machine_id_virtualization_virtualmachine_id_fk" FOREIGN KEY ("virtual_machine_id") REFERENCES "public"."virtualization_virtualmachine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualdisk_tags" ADD CONSTRAINT "virtualization_virtualdisk_tags_source_id_virtualization_virtualdisk_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."virtualization_virtualdisk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualdisk_tags" ADD CONSTRAINT "virtualization_virtualdisk_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ikepolicy_proposals" ADD CONSTRAINT "vpn_ikepolicy_proposals_source_id_vpn_ikepolicy_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_ikepolicy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ikepolicy_proposals" ADD CONSTRAINT "vpn_ikepolicy_proposals_target_id_vpn_ikeproposal_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."vpn_ikeproposal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ikepolicy_tags" ADD CONSTRAINT "vpn_ikepolicy_tags_source_id_vpn_ikepolicy_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_ikepolicy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ikepolicy_tags" ADD CONSTRAINT "vpn_ikepolicy_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ikeproposal_tags" ADD CONSTRAINT "vpn_ikeproposal_tags_source_id_vpn_ikeproposal_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_ikeproposal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ikeproposal_tags" ADD CONSTRAINT "vpn_ikeproposal_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ipsecpolicy_proposals" ADD CONSTRAINT "vpn_ipsecpolicy_proposals_source_id_vpn_ipsecpolicy_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_ipsecpolicy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ipsecpolicy_proposals" ADD CONSTRAINT "vpn_ipsecpolicy_proposals_target_id_vpn_ipsecproposal_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."vpn_ipsecproposal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ipsecpolicy_tags" ADD CONSTRAINT "vpn_ipsecpolicy_tags_source_id_vpn_ipsecpolicy_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_ipsecpolicy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ipsecpolicy_tags" ADD CONSTRAINT "vpn_ipsecpolicy_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ipsecprofile" ADD CONSTRAINT "vpn_ipsecprofile_ike_policy_id_vpn_ikepolicy_id_fk" FOREIGN KEY ("ike_policy_id") REFERENCES "public"."vpn_ikepolicy"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ipsecprofile" ADD CONSTRAINT "vpn_ipsecprofile_ipsec_policy_id_vpn_ipsecpolicy_id_fk" FOREIGN KEY ("ipsec_policy_id") REFERENCES "public"."vpn_ipsecpolicy"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ipsecprofile_tags" ADD CONSTRAINT "vpn_ipsecprofile_tags_source_id_vpn_ipsecprofile_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_ipsecprofile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ipsecprofile_tags" ADD CONSTRAINT "vpn_ipsecprofile_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ipsecproposal_tags" ADD CONSTRAINT "vpn_ipsecproposal_tags_source_id_vpn_ipsecproposal_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_ipsecproposal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_ipsecproposal_tags" ADD CONSTRAINT "vpn_ipsecproposal_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_l2vpn" ADD CONSTRAINT "vpn_l2vpn_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_l2vpn_export_targets" ADD CONSTRAINT "vpn_l2vpn_export_targets_source_id_vpn_l2vpn_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_l2vpn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_l2vpn_export_targets" ADD CONSTRAINT "vpn_l2vpn_export_targets_target_id_ipam_routetarget_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."ipam_routetarget"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_l2vpn_import_targets" ADD CONSTRAINT "vpn_l2vpn_import_targets_source_id_vpn_l2vpn_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_l2vpn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_l2vpn_import_targets" ADD CONSTRAINT "vpn_l2vpn_import_targets_target_id_ipam_routetarget_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."ipam_routetarget"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_l2vpn_tags" ADD CONSTRAINT "vpn_l2vpn_tags_source_id_vpn_l2vpn_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_l2vpn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_l2vpn_tags" ADD CONSTRAINT "vpn_l2vpn_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_l2vpntermination" ADD CONSTRAINT "vpn_l2vpntermination_l2vpn_id_vpn_l2vpn_id_fk" FOREIGN KEY ("l2vpn_id") REFERENCES "public"."vpn_l2vpn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_l2vpntermination_tags" ADD CONSTRAINT "vpn_l2vpntermination_tags_source_id_vpn_l2vpntermination_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_l2vpntermination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_l2vpntermination_tags" ADD CONSTRAINT "vpn_l2vpntermination_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_tunnel" ADD CONSTRAINT "vpn_tunnel_group_id_vpn_tunnelgroup_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."vpn_tunnelgroup"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_tunnel" ADD CONSTRAINT "vpn_tunnel_ipsec_profile_id_vpn_ipsecprofile_id_fk" FOREIGN KEY ("ipsec_profile_id") REFERENCES "public"."vpn_ipsecprofile"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_tunnel" ADD CONSTRAINT "vpn_tunnel_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_tunnel_tags" ADD CONSTRAINT "vpn_tunnel_tags_source_id_vpn_tunnel_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_tunnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_tunnel_tags" ADD CONSTRAINT "vpn_tunnel_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_tunnelgroup_tags" ADD CONSTRAINT "vpn_tunnelgroup_tags_source_id_vpn_tunnelgroup_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_tunnelgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_tunnelgroup_tags" ADD CONSTRAINT "vpn_tunnelgroup_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_tunneltermination" ADD CONSTRAINT "vpn_tunneltermination_tunnel_id_vpn_tunnel_id_fk" FOREIGN KEY ("tunnel_id") REFERENCES "public"."vpn_tunnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_tunneltermination" ADD CONSTRAINT "vpn_tunneltermination_outside_ip_id_ipam_ipaddress_id_fk" FOREIGN KEY ("outside_ip_id") REFERENCES "public"."ipam_ipaddress"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_tunneltermination_tags" ADD CONSTRAINT "vpn_tunneltermination_tags_source_id_vpn_tunneltermination_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vpn_tunneltermination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpn_tunneltermination_tags" ADD CONSTRAINT "vpn_tunneltermination_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslan" ADD CONSTRAINT "wireless_wirelesslan_group_id_wireless_wirelesslangroup_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."wireless_wirelesslangroup"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslan" ADD CONSTRAINT "wireless_wirelesslan_vlan_id_ipam_vlan_id_fk" FOREIGN KEY ("vlan_id") REFERENCES "public"."ipam_vlan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslan" ADD CONSTRAINT "wireless_wirelesslan_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslan_tags" ADD CONSTRAINT "wireless_wirelesslan_tags_source_id_wireless_wirelesslan_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."wireless_wirelesslan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslan_tags" ADD CONSTRAINT "wireless_wirelesslan_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslangroup" ADD CONSTRAINT "wireless_wirelesslangroup_parent_id_wireless_wirelesslangroup_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wireless_wirelesslangroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslangroup_tags" ADD CONSTRAINT "wireless_wirelesslangroup_tags_source_id_wireless_wirelesslangroup_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."wireless_wirelesslangroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslangroup_tags" ADD CONSTRAINT "wireless_wirelesslangroup_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslink" ADD CONSTRAINT "wireless_wirelesslink_interface_a_id_dcim_interface_id_fk" FOREIGN KEY ("interface_a_id") REFERENCES "public"."dcim_interface"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslink" ADD CONSTRAINT "wireless_wirelesslink_interface_b_id_dcim_interface_id_fk" FOREIGN KEY ("interface_b_id") REFERENCES "public"."dcim_interface"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslink" ADD CONSTRAINT "wireless_wirelesslink_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslink_tags" ADD CONSTRAINT "wireless_wirelesslink_tags_source_id_wireless_wirelesslink_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."wireless_wirelesslink"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_wirelesslink_tags" ADD CONSTRAINT "wireless_wirelesslink_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuitgroup_name_key" ON "circuits_circuitgroup" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuitgroup_slug_key" ON "circuits_circuitgroup" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "circuits_circuitgroup_description_idx" ON "circuits_circuitgroup" USING btree ("description");--> statement-breakpoint
CREATE INDEX "circuits_circuitgroup_tenant_id_idx" ON "circuits_circuitgroup" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "circuits_circuitgroup_created_idx" ON "circuits_circuitgroup" USING btree ("created");--> statement-breakpoint
CREATE INDEX "circuits_circuitgroup_last_updated_idx" ON "circuits_circuitgroup" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "circuits_circuitgroup_cf_gin" ON "circuits_circuitgroup" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "circuits_circuitgroup_tags_target_idx" ON "circuits_circuitgroup_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "circuits_circuitgroupassignment_group_id_idx" ON "circuits_circuitgroupassignment" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "circuits_circuitgroupassignment_member_idx" ON "circuits_circuitgroupassignment" USING btree ("member_type","member_id");--> statement-breakpoint
CREATE INDEX "circuits_circuitgroupassignment_priority_idx" ON "circuits_circuitgroupassignment" USING btree ("priority");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuitgroupassignment_member_group_uniq" ON "circuits_circuitgroupassignment" USING btree ("member_type","member_id","group_id");--> statement-breakpoint
CREATE INDEX "circuits_circuitgroupassignment_created_idx" ON "circuits_circuitgroupassignment" USING btree ("created");--> statement-breakpoint
CREATE INDEX "circuits_circuitgroupassignment_last_updated_idx" ON "circuits_circuitgroupassignment" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "circuits_circuitgroupassignment_tags_target_idx" ON "circuits_circuitgroupassignment_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuit_cid_idx" ON "circuits_virtualcircuit" USING btree ("cid");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuit_provider_network_id_idx" ON "circuits_virtualcircuit" USING btree ("provider_network_id");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuit_provider_account_id_idx" ON "circuits_virtualcircuit" USING btree ("provider_account_id");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuit_type_id_idx" ON "circuits_virtualcircuit" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuit_status_idx" ON "circuits_virtualcircuit" USING btree ("status");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuit_tenant_id_idx" ON "circuits_virtualcircuit" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuit_description_idx" ON "circuits_virtualcircuit" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_virtualcircuit_provider_network_cid_uniq" ON "circuits_virtualcircuit" USING btree ("provider_network_id","cid");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_virtualcircuit_provider_account_cid_uniq" ON "circuits_virtualcircuit" USING btree ("provider_account_id","cid");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuit_created_idx" ON "circuits_virtualcircuit" USING btree ("created");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuit_last_updated_idx" ON "circuits_virtualcircuit" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuit_cf_gin" ON "circuits_virtualcircuit" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuit_tags_target_idx" ON "circuits_virtualcircuit_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittermination_virtual_circuit_id_idx" ON "circuits_virtualcircuittermination" USING btree ("virtual_circuit_id");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittermination_role_idx" ON "circuits_virtualcircuittermination" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_virtualcircuittermination_interface_key" ON "circuits_virtualcircuittermination" USING btree ("interface_id");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittermination_description_idx" ON "circuits_virtualcircuittermination" USING btree ("description");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittermination_created_idx" ON "circuits_virtualcircuittermination" USING btree ("created");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittermination_last_updated_idx" ON "circuits_virtualcircuittermination" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittermination_cf_gin" ON "circuits_virtualcircuittermination" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittermination_tags_target_idx" ON "circuits_virtualcircuittermination_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_virtualcircuittype_name_key" ON "circuits_virtualcircuittype" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_virtualcircuittype_slug_key" ON "circuits_virtualcircuittype" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittype_color_idx" ON "circuits_virtualcircuittype" USING btree ("color");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittype_description_idx" ON "circuits_virtualcircuittype" USING btree ("description");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittype_created_idx" ON "circuits_virtualcircuittype" USING btree ("created");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittype_last_updated_idx" ON "circuits_virtualcircuittype" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittype_cf_gin" ON "circuits_virtualcircuittype" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "circuits_virtualcircuittype_tags_target_idx" ON "circuits_virtualcircuittype_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleporttemplate_device_type_id_idx" ON "dcim_consoleporttemplate" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleporttemplate_module_type_id_idx" ON "dcim_consoleporttemplate" USING btree ("module_type_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleporttemplate_name_idx" ON "dcim_consoleporttemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_consoleporttemplate_label_idx" ON "dcim_consoleporttemplate" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_consoleporttemplate_type_idx" ON "dcim_consoleporttemplate" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_consoleporttemplate_description_idx" ON "dcim_consoleporttemplate" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_consoleporttemplate_device_type_name_uniq" ON "dcim_consoleporttemplate" USING btree ("device_type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_consoleporttemplate_module_type_name_uniq" ON "dcim_consoleporttemplate" USING btree ("module_type_id","name");--> statement-breakpoint
CREATE INDEX "dcim_consoleporttemplate_created_idx" ON "dcim_consoleporttemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_consoleporttemplate_last_updated_idx" ON "dcim_consoleporttemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverporttemplate_device_type_id_idx" ON "dcim_consoleserverporttemplate" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverporttemplate_module_type_id_idx" ON "dcim_consoleserverporttemplate" USING btree ("module_type_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverporttemplate_name_idx" ON "dcim_consoleserverporttemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverporttemplate_label_idx" ON "dcim_consoleserverporttemplate" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverporttemplate_type_idx" ON "dcim_consoleserverporttemplate" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverporttemplate_description_idx" ON "dcim_consoleserverporttemplate" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_consoleserverporttemplate_device_type_name_uniq" ON "dcim_consoleserverporttemplate" USING btree ("device_type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_consoleserverporttemplate_module_type_name_uniq" ON "dcim_consoleserverporttemplate" USING btree ("module_type_id","name");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverporttemplate_created_idx" ON "dcim_consoleserverporttemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverporttemplate_last_updated_idx" ON "dcim_consoleserverporttemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_devicebaytemplate_device_type_id_idx" ON "dcim_devicebaytemplate" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "dcim_devicebaytemplate_name_idx" ON "dcim_devicebaytemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_devicebaytemplate_label_idx" ON "dcim_devicebaytemplate" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_devicebaytemplate_description_idx" ON "dcim_devicebaytemplate" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_devicebaytemplate_device_type_name_uniq" ON "dcim_devicebaytemplate" USING btree ("device_type_id","name");--> statement-breakpoint
CREATE INDEX "dcim_devicebaytemplate_created_idx" ON "dcim_devicebaytemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_devicebaytemplate_last_updated_idx" ON "dcim_devicebaytemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_frontporttemplate_device_type_id_idx" ON "dcim_frontporttemplate" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "dcim_frontporttemplate_module_type_id_idx" ON "dcim_frontporttemplate" USING btree ("module_type_id");--> statement-breakpoint
CREATE INDEX "dcim_frontporttemplate_name_idx" ON "dcim_frontporttemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_frontporttemplate_label_idx" ON "dcim_frontporttemplate" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_frontporttemplate_type_idx" ON "dcim_frontporttemplate" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_frontporttemplate_color_idx" ON "dcim_frontporttemplate" USING btree ("color");--> statement-breakpoint
CREATE INDEX "dcim_frontporttemplate_rear_port_id_idx" ON "dcim_frontporttemplate" USING btree ("rear_port_id");--> statement-breakpoint
CREATE INDEX "dcim_frontporttemplate_rear_port_position_idx" ON "dcim_frontporttemplate" USING btree ("rear_port_position");--> statement-breakpoint
CREATE INDEX "dcim_frontporttemplate_description_idx" ON "dcim_frontporttemplate" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_frontporttemplate_device_type_name_uniq" ON "dcim_frontporttemplate" USING btree ("device_type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_frontporttemplate_module_type_name_uniq" ON "dcim_frontporttemplate" USING btree ("module_type_id","name");--> statement-breakpoint
CREATE INDEX "dcim_frontporttemplate_created_idx" ON "dcim_frontporttemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_frontporttemplate_last_updated_idx" ON "dcim_frontporttemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_interface_vdcs_target_idx" ON "dcim_interface_vdcs" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_wireless_lans_target_idx" ON "dcim_interface_wireless_lans" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_device_type_id_idx" ON "dcim_interfacetemplate" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_module_type_id_idx" ON "dcim_interfacetemplate" USING btree ("module_type_id");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_name_idx" ON "dcim_interfacetemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_label_idx" ON "dcim_interfacetemplate" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_type_idx" ON "dcim_interfacetemplate" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_bridge_id_idx" ON "dcim_interfacetemplate" USING btree ("bridge_id");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_poe_mode_idx" ON "dcim_interfacetemplate" USING btree ("poe_mode");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_poe_type_idx" ON "dcim_interfacetemplate" USING btree ("poe_type");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_rf_role_idx" ON "dcim_interfacetemplate" USING btree ("rf_role");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_description_idx" ON "dcim_interfacetemplate" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_interfacetemplate_device_type_name_uniq" ON "dcim_interfacetemplate" USING btree ("device_type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_interfacetemplate_module_type_name_uniq" ON "dcim_interfacetemplate" USING btree ("module_type_id","name");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_created_idx" ON "dcim_interfacetemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_interfacetemplate_last_updated_idx" ON "dcim_interfacetemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_inventoryitemrole_name_key" ON "dcim_inventoryitemrole" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_inventoryitemrole_slug_key" ON "dcim_inventoryitemrole" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemrole_color_idx" ON "dcim_inventoryitemrole" USING btree ("color");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemrole_description_idx" ON "dcim_inventoryitemrole" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemrole_created_idx" ON "dcim_inventoryitemrole" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemrole_last_updated_idx" ON "dcim_inventoryitemrole" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemrole_cf_gin" ON "dcim_inventoryitemrole" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemrole_tags_target_idx" ON "dcim_inventoryitemrole_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemtemplate_device_type_id_idx" ON "dcim_inventoryitemtemplate" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemtemplate_parent_id_idx" ON "dcim_inventoryitemtemplate" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemtemplate_name_idx" ON "dcim_inventoryitemtemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemtemplate_label_idx" ON "dcim_inventoryitemtemplate" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemtemplate_role_id_idx" ON "dcim_inventoryitemtemplate" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemtemplate_manufacturer_id_idx" ON "dcim_inventoryitemtemplate" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemtemplate_part_id_idx" ON "dcim_inventoryitemtemplate" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemtemplate_description_idx" ON "dcim_inventoryitemtemplate" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemtemplate_component_idx" ON "dcim_inventoryitemtemplate" USING btree ("component_type","component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_inventoryitemtemplate_device_type_parent_name_uniq" ON "dcim_inventoryitemtemplate" USING btree ("device_type_id","parent_id","name");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemtemplate_created_idx" ON "dcim_inventoryitemtemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitemtemplate_last_updated_idx" ON "dcim_inventoryitemtemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_modulebaytemplate_device_type_id_idx" ON "dcim_modulebaytemplate" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "dcim_modulebaytemplate_module_type_id_idx" ON "dcim_modulebaytemplate" USING btree ("module_type_id");--> statement-breakpoint
CREATE INDEX "dcim_modulebaytemplate_name_idx" ON "dcim_modulebaytemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_modulebaytemplate_label_idx" ON "dcim_modulebaytemplate" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_modulebaytemplate_position_idx" ON "dcim_modulebaytemplate" USING btree ("position");--> statement-breakpoint
CREATE INDEX "dcim_modulebaytemplate_description_idx" ON "dcim_modulebaytemplate" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_modulebaytemplate_device_type_name_uniq" ON "dcim_modulebaytemplate" USING btree ("device_type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_modulebaytemplate_module_type_name_uniq" ON "dcim_modulebaytemplate" USING btree ("module_type_id","name");--> statement-breakpoint
CREATE INDEX "dcim_modulebaytemplate_created_idx" ON "dcim_modulebaytemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_modulebaytemplate_last_updated_idx" ON "dcim_modulebaytemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_moduletypeprofile_name_key" ON "dcim_moduletypeprofile" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_moduletypeprofile_description_idx" ON "dcim_moduletypeprofile" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_moduletypeprofile_created_idx" ON "dcim_moduletypeprofile" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_moduletypeprofile_last_updated_idx" ON "dcim_moduletypeprofile" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_moduletypeprofile_cf_gin" ON "dcim_moduletypeprofile" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_moduletypeprofile_tags_target_idx" ON "dcim_moduletypeprofile_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlettemplate_device_type_id_idx" ON "dcim_poweroutlettemplate" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlettemplate_module_type_id_idx" ON "dcim_poweroutlettemplate" USING btree ("module_type_id");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlettemplate_name_idx" ON "dcim_poweroutlettemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlettemplate_label_idx" ON "dcim_poweroutlettemplate" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlettemplate_type_idx" ON "dcim_poweroutlettemplate" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlettemplate_power_port_id_idx" ON "dcim_poweroutlettemplate" USING btree ("power_port_id");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlettemplate_feed_leg_idx" ON "dcim_poweroutlettemplate" USING btree ("feed_leg");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlettemplate_description_idx" ON "dcim_poweroutlettemplate" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_poweroutlettemplate_device_type_name_uniq" ON "dcim_poweroutlettemplate" USING btree ("device_type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_poweroutlettemplate_module_type_name_uniq" ON "dcim_poweroutlettemplate" USING btree ("module_type_id","name");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlettemplate_created_idx" ON "dcim_poweroutlettemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlettemplate_last_updated_idx" ON "dcim_poweroutlettemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_powerporttemplate_device_type_id_idx" ON "dcim_powerporttemplate" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "dcim_powerporttemplate_module_type_id_idx" ON "dcim_powerporttemplate" USING btree ("module_type_id");--> statement-breakpoint
CREATE INDEX "dcim_powerporttemplate_name_idx" ON "dcim_powerporttemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_powerporttemplate_label_idx" ON "dcim_powerporttemplate" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_powerporttemplate_type_idx" ON "dcim_powerporttemplate" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_powerporttemplate_maximum_draw_idx" ON "dcim_powerporttemplate" USING btree ("maximum_draw");--> statement-breakpoint
CREATE INDEX "dcim_powerporttemplate_allocated_draw_idx" ON "dcim_powerporttemplate" USING btree ("allocated_draw");--> statement-breakpoint
CREATE INDEX "dcim_powerporttemplate_description_idx" ON "dcim_powerporttemplate" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_powerporttemplate_device_type_name_uniq" ON "dcim_powerporttemplate" USING btree ("device_type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_powerporttemplate_module_type_name_uniq" ON "dcim_powerporttemplate" USING btree ("module_type_id","name");--> statement-breakpoint
CREATE INDEX "dcim_powerporttemplate_created_idx" ON "dcim_powerporttemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_powerporttemplate_last_updated_idx" ON "dcim_powerporttemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_racktype_manufacturer_id_idx" ON "dcim_racktype" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "dcim_racktype_model_idx" ON "dcim_racktype" USING btree ("model");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_racktype_slug_key" ON "dcim_racktype" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dcim_racktype_description_idx" ON "dcim_racktype" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_racktype_form_factor_idx" ON "dcim_racktype" USING btree ("form_factor");--> statement-breakpoint
CREATE INDEX "dcim_racktype_width_idx" ON "dcim_racktype" USING btree ("width");--> statement-breakpoint
CREATE INDEX "dcim_racktype_u_height_idx" ON "dcim_racktype" USING btree ("u_height");--> statement-breakpoint
CREATE INDEX "dcim_racktype_starting_unit_idx" ON "dcim_racktype" USING btree ("starting_unit");--> statement-breakpoint
CREATE INDEX "dcim_racktype_outer_width_idx" ON "dcim_racktype" USING btree ("outer_width");--> statement-breakpoint
CREATE INDEX "dcim_racktype_outer_height_idx" ON "dcim_racktype" USING btree ("outer_height");--> statement-breakpoint
CREATE INDEX "dcim_racktype_outer_depth_idx" ON "dcim_racktype" USING btree ("outer_depth");--> statement-breakpoint
CREATE INDEX "dcim_racktype_outer_unit_idx" ON "dcim_racktype" USING btree ("outer_unit");--> statement-breakpoint
CREATE INDEX "dcim_racktype_weight_idx" ON "dcim_racktype" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "dcim_racktype_max_weight_idx" ON "dcim_racktype" USING btree ("max_weight");--> statement-breakpoint
CREATE INDEX "dcim_racktype_weight_unit_idx" ON "dcim_racktype" USING btree ("weight_unit");--> statement-breakpoint
CREATE INDEX "dcim_racktype_mounting_depth_idx" ON "dcim_racktype" USING btree ("mounting_depth");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_racktype_manufacturer_model_uniq" ON "dcim_racktype" USING btree ("manufacturer_id","model");--> statement-breakpoint
CREATE INDEX "dcim_racktype_created_idx" ON "dcim_racktype" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_racktype_last_updated_idx" ON "dcim_racktype" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_racktype_cf_gin" ON "dcim_racktype" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_racktype_tags_target_idx" ON "dcim_racktype_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_rearporttemplate_device_type_id_idx" ON "dcim_rearporttemplate" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "dcim_rearporttemplate_module_type_id_idx" ON "dcim_rearporttemplate" USING btree ("module_type_id");--> statement-breakpoint
CREATE INDEX "dcim_rearporttemplate_name_idx" ON "dcim_rearporttemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_rearporttemplate_label_idx" ON "dcim_rearporttemplate" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_rearporttemplate_type_idx" ON "dcim_rearporttemplate" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_rearporttemplate_color_idx" ON "dcim_rearporttemplate" USING btree ("color");--> statement-breakpoint
CREATE INDEX "dcim_rearporttemplate_positions_idx" ON "dcim_rearporttemplate" USING btree ("positions");--> statement-breakpoint
CREATE INDEX "dcim_rearporttemplate_description_idx" ON "dcim_rearporttemplate" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rearporttemplate_device_type_name_uniq" ON "dcim_rearporttemplate" USING btree ("device_type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rearporttemplate_module_type_name_uniq" ON "dcim_rearporttemplate" USING btree ("module_type_id","name");--> statement-breakpoint
CREATE INDEX "dcim_rearporttemplate_created_idx" ON "dcim_rearporttemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_rearporttemplate_last_updated_idx" ON "dcim_rearporttemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_virtualdevicecontext_name_idx" ON "dcim_virtualdevicecontext" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_virtualdevicecontext_device_id_idx" ON "dcim_virtualdevicecontext" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dcim_virtualdevicecontext_identifier_idx" ON "dcim_virtualdevicecontext" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "dcim_virtualdevicecontext_tenant_id_idx" ON "dcim_virtualdevicecontext" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "dcim_virtualdevicecontext_primary_ip_id_idx" ON "dcim_virtualdevicecontext" USING btree ("primary_ip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_virtualdevicecontext_primary_ip4_key" ON "dcim_virtualdevicecontext" USING btree ("primary_ip4_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_virtualdevicecontext_primary_ip6_key" ON "dcim_virtualdevicecontext" USING btree ("primary_ip6_id");--> statement-breakpoint
CREATE INDEX "dcim_virtualdevicecontext_status_idx" ON "dcim_virtualdevicecontext" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dcim_virtualdevicecontext_description_idx" ON "dcim_virtualdevicecontext" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_virtualdevicecontext_device_identifier_uniq" ON "dcim_virtualdevicecontext" USING btree ("device_id","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_virtualdevicecontext_device_name_uniq" ON "dcim_virtualdevicecontext" USING btree ("device_id","name");--> statement-breakpoint
CREATE INDEX "dcim_virtualdevicecontext_created_idx" ON "dcim_virtualdevicecontext" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_virtualdevicecontext_last_updated_idx" ON "dcim_virtualdevicecontext" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_virtualdevicecontext_cf_gin" ON "dcim_virtualdevicecontext" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_virtualdevicecontext_tags_target_idx" ON "dcim_virtualdevicecontext_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlantranslationpolicy_name_key" ON "ipam_vlantranslationpolicy" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationpolicy_description_idx" ON "ipam_vlantranslationpolicy" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationpolicy_created_idx" ON "ipam_vlantranslationpolicy" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationpolicy_last_updated_idx" ON "ipam_vlantranslationpolicy" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationpolicy_cf_gin" ON "ipam_vlantranslationpolicy" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationpolicy_tags_target_idx" ON "ipam_vlantranslationpolicy_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationrule_policy_id_idx" ON "ipam_vlantranslationrule" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationrule_local_vid_idx" ON "ipam_vlantranslationrule" USING btree ("local_vid");--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationrule_remote_vid_idx" ON "ipam_vlantranslationrule" USING btree ("remote_vid");--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationrule_description_idx" ON "ipam_vlantranslationrule" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlantranslationrule_policy_local_vid_uniq" ON "ipam_vlantranslationrule" USING btree ("policy_id","local_vid");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlantranslationrule_policy_remote_vid_uniq" ON "ipam_vlantranslationrule" USING btree ("policy_id","remote_vid");--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationrule_created_idx" ON "ipam_vlantranslationrule" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationrule_last_updated_idx" ON "ipam_vlantranslationrule" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationrule_cf_gin" ON "ipam_vlantranslationrule" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_vlantranslationrule_tags_target_idx" ON "ipam_vlantranslationrule_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualdisk_virtual_machine_id_idx" ON "virtualization_virtualdisk" USING btree ("virtual_machine_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualdisk_name_idx" ON "virtualization_virtualdisk" USING btree ("name");--> statement-breakpoint
CREATE INDEX "virtualization_virtualdisk_description_idx" ON "virtualization_virtualdisk" USING btree ("description");--> statement-breakpoint
CREATE INDEX "virtualization_virtualdisk_size_idx" ON "virtualization_virtualdisk" USING btree ("size");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_virtualdisk_virtual_machine_name_uniq" ON "virtualization_virtualdisk" USING btree ("virtual_machine_id","name");--> statement-breakpoint
CREATE INDEX "virtualization_virtualdisk_created_idx" ON "virtualization_virtualdisk" USING btree ("created");--> statement-breakpoint
CREATE INDEX "virtualization_virtualdisk_last_updated_idx" ON "virtualization_virtualdisk" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "virtualization_virtualdisk_cf_gin" ON "virtualization_virtualdisk" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "virtualization_virtualdisk_tags_target_idx" ON "virtualization_virtualdisk_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_ikepolicy_name_key" ON "vpn_ikepolicy" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vpn_ikepolicy_description_idx" ON "vpn_ikepolicy" USING btree ("description");--> statement-breakpoint
CREATE INDEX "vpn_ikepolicy_version_idx" ON "vpn_ikepolicy" USING btree ("version");--> statement-breakpoint
CREATE INDEX "vpn_ikepolicy_mode_idx" ON "vpn_ikepolicy" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "vpn_ikepolicy_created_idx" ON "vpn_ikepolicy" USING btree ("created");--> statement-breakpoint
CREATE INDEX "vpn_ikepolicy_last_updated_idx" ON "vpn_ikepolicy" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "vpn_ikepolicy_cf_gin" ON "vpn_ikepolicy" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vpn_ikepolicy_proposals_target_idx" ON "vpn_ikepolicy_proposals" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "vpn_ikepolicy_tags_target_idx" ON "vpn_ikepolicy_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_ikeproposal_name_key" ON "vpn_ikeproposal" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vpn_ikeproposal_description_idx" ON "vpn_ikeproposal" USING btree ("description");--> statement-breakpoint
CREATE INDEX "vpn_ikeproposal_authentication_method_idx" ON "vpn_ikeproposal" USING btree ("authentication_method");--> statement-breakpoint
CREATE INDEX "vpn_ikeproposal_encryption_algorithm_idx" ON "vpn_ikeproposal" USING btree ("encryption_algorithm");--> statement-breakpoint
CREATE INDEX "vpn_ikeproposal_authentication_algorithm_idx" ON "vpn_ikeproposal" USING btree ("authentication_algorithm");--> statement-breakpoint
CREATE INDEX "vpn_ikeproposal_group_idx" ON "vpn_ikeproposal" USING btree ("group");--> statement-breakpoint
CREATE INDEX "vpn_ikeproposal_sa_lifetime_idx" ON "vpn_ikeproposal" USING btree ("sa_lifetime");--> statement-breakpoint
CREATE INDEX "vpn_ikeproposal_created_idx" ON "vpn_ikeproposal" USING btree ("created");--> statement-breakpoint
CREATE INDEX "vpn_ikeproposal_last_updated_idx" ON "vpn_ikeproposal" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "vpn_ikeproposal_cf_gin" ON "vpn_ikeproposal" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vpn_ikeproposal_tags_target_idx" ON "vpn_ikeproposal_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_ipsecpolicy_name_key" ON "vpn_ipsecpolicy" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vpn_ipsecpolicy_description_idx" ON "vpn_ipsecpolicy" USING btree ("description");--> statement-breakpoint
CREATE INDEX "vpn_ipsecpolicy_pfs_group_idx" ON "vpn_ipsecpolicy" USING btree ("pfs_group");--> statement-breakpoint
CREATE INDEX "vpn_ipsecpolicy_created_idx" ON "vpn_ipsecpolicy" USING btree ("created");--> statement-breakpoint
CREATE INDEX "vpn_ipsecpolicy_last_updated_idx" ON "vpn_ipsecpolicy" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "vpn_ipsecpolicy_cf_gin" ON "vpn_ipsecpolicy" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vpn_ipsecpolicy_proposals_target_idx" ON "vpn_ipsecpolicy_proposals" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "vpn_ipsecpolicy_tags_target_idx" ON "vpn_ipsecpolicy_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_ipsecprofile_name_key" ON "vpn_ipsecprofile" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vpn_ipsecprofile_description_idx" ON "vpn_ipsecprofile" USING btree ("description");--> statement-breakpoint
CREATE INDEX "vpn_ipsecprofile_mode_idx" ON "vpn_ipsecprofile" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "vpn_ipsecprofile_ike_policy_id_idx" ON "vpn_ipsecprofile" USING btree ("ike_policy_id");--> statement-breakpoint
CREATE INDEX "vpn_ipsecprofile_ipsec_policy_id_idx" ON "vpn_ipsecprofile" USING btree ("ipsec_policy_id");--> statement-breakpoint
CREATE INDEX "vpn_ipsecprofile_created_idx" ON "vpn_ipsecprofile" USING btree ("created");--> statement-breakpoint
CREATE INDEX "vpn_ipsecprofile_last_updated_idx" ON "vpn_ipsecprofile" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "vpn_ipsecprofile_cf_gin" ON "vpn_ipsecprofile" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vpn_ipsecprofile_tags_target_idx" ON "vpn_ipsecprofile_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_ipsecproposal_name_key" ON "vpn_ipsecproposal" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vpn_ipsecproposal_description_idx" ON "vpn_ipsecproposal" USING btree ("description");--> statement-breakpoint
CREATE INDEX "vpn_ipsecproposal_encryption_algorithm_idx" ON "vpn_ipsecproposal" USING btree ("encryption_algorithm");--> statement-breakpoint
CREATE INDEX "vpn_ipsecproposal_authentication_algorithm_idx" ON "vpn_ipsecproposal" USING btree ("authentication_algorithm");--> statement-breakpoint
CREATE INDEX "vpn_ipsecproposal_sa_lifetime_seconds_idx" ON "vpn_ipsecproposal" USING btree ("sa_lifetime_seconds");--> statement-breakpoint
CREATE INDEX "vpn_ipsecproposal_sa_lifetime_data_idx" ON "vpn_ipsecproposal" USING btree ("sa_lifetime_data");--> statement-breakpoint
CREATE INDEX "vpn_ipsecproposal_created_idx" ON "vpn_ipsecproposal" USING btree ("created");--> statement-breakpoint
CREATE INDEX "vpn_ipsecproposal_last_updated_idx" ON "vpn_ipsecproposal" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "vpn_ipsecproposal_cf_gin" ON "vpn_ipsecproposal" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vpn_ipsecproposal_tags_target_idx" ON "vpn_ipsecproposal_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_identifier_idx" ON "vpn_l2vpn" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_l2vpn_name_key" ON "vpn_l2vpn" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_l2vpn_slug_key" ON "vpn_l2vpn" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_type_idx" ON "vpn_l2vpn" USING btree ("type");--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_status_idx" ON "vpn_l2vpn" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_description_idx" ON "vpn_l2vpn" USING btree ("description");--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_tenant_id_idx" ON "vpn_l2vpn" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_created_idx" ON "vpn_l2vpn" USING btree ("created");--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_last_updated_idx" ON "vpn_l2vpn" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_cf_gin" ON "vpn_l2vpn" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_export_targets_target_idx" ON "vpn_l2vpn_export_targets" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_import_targets_target_idx" ON "vpn_l2vpn_import_targets" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "vpn_l2vpn_tags_target_idx" ON "vpn_l2vpn_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "vpn_l2vpntermination_l2vpn_id_idx" ON "vpn_l2vpntermination" USING btree ("l2vpn_id");--> statement-breakpoint
CREATE INDEX "vpn_l2vpntermination_assigned_object_idx" ON "vpn_l2vpntermination" USING btree ("assigned_object_type","assigned_object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_l2vpntermination_assigned_object_uniq" ON "vpn_l2vpntermination" USING btree ("assigned_object_type","assigned_object_id");--> statement-breakpoint
CREATE INDEX "vpn_l2vpntermination_created_idx" ON "vpn_l2vpntermination" USING btree ("created");--> statement-breakpoint
CREATE INDEX "vpn_l2vpntermination_last_updated_idx" ON "vpn_l2vpntermination" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "vpn_l2vpntermination_cf_gin" ON "vpn_l2vpntermination" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vpn_l2vpntermination_tags_target_idx" ON "vpn_l2vpntermination_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_tunnel_name_key" ON "vpn_tunnel" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vpn_tunnel_status_idx" ON "vpn_tunnel" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vpn_tunnel_group_id_idx" ON "vpn_tunnel" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "vpn_tunnel_encapsulation_idx" ON "vpn_tunnel" USING btree ("encapsulation");--> statement-breakpoint
CREATE INDEX "vpn_tunnel_ipsec_profile_id_idx" ON "vpn_tunnel" USING btree ("ipsec_profile_id");--> statement-breakpoint
CREATE INDEX "vpn_tunnel_tenant_id_idx" ON "vpn_tunnel" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "vpn_tunnel_tunnel_id_idx" ON "vpn_tunnel" USING btree ("tunnel_id");--> statement-breakpoint
CREATE INDEX "vpn_tunnel_description_idx" ON "vpn_tunnel" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_tunnel_group_name_uniq" ON "vpn_tunnel" USING btree ("group_id","name");--> statement-breakpoint
CREATE INDEX "vpn_tunnel_created_idx" ON "vpn_tunnel" USING btree ("created");--> statement-breakpoint
CREATE INDEX "vpn_tunnel_last_updated_idx" ON "vpn_tunnel" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "vpn_tunnel_cf_gin" ON "vpn_tunnel" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vpn_tunnel_tags_target_idx" ON "vpn_tunnel_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_tunnelgroup_name_key" ON "vpn_tunnelgroup" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_tunnelgroup_slug_key" ON "vpn_tunnelgroup" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "vpn_tunnelgroup_description_idx" ON "vpn_tunnelgroup" USING btree ("description");--> statement-breakpoint
CREATE INDEX "vpn_tunnelgroup_created_idx" ON "vpn_tunnelgroup" USING btree ("created");--> statement-breakpoint
CREATE INDEX "vpn_tunnelgroup_last_updated_idx" ON "vpn_tunnelgroup" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "vpn_tunnelgroup_cf_gin" ON "vpn_tunnelgroup" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vpn_tunnelgroup_tags_target_idx" ON "vpn_tunnelgroup_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "vpn_tunneltermination_tunnel_id_idx" ON "vpn_tunneltermination" USING btree ("tunnel_id");--> statement-breakpoint
CREATE INDEX "vpn_tunneltermination_role_idx" ON "vpn_tunneltermination" USING btree ("role");--> statement-breakpoint
CREATE INDEX "vpn_tunneltermination_termination_idx" ON "vpn_tunneltermination" USING btree ("termination_type","termination_id");--> statement-breakpoint
CREATE INDEX "vpn_tunneltermination_outside_ip_id_idx" ON "vpn_tunneltermination" USING btree ("outside_ip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpn_tunneltermination_termination_uniq" ON "vpn_tunneltermination" USING btree ("termination_type","termination_id");--> statement-breakpoint
CREATE INDEX "vpn_tunneltermination_created_idx" ON "vpn_tunneltermination" USING btree ("created");--> statement-breakpoint
CREATE INDEX "vpn_tunneltermination_last_updated_idx" ON "vpn_tunneltermination" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "vpn_tunneltermination_cf_gin" ON "vpn_tunneltermination" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vpn_tunneltermination_tags_target_idx" ON "vpn_tunneltermination_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_ssid_idx" ON "wireless_wirelesslan" USING btree ("ssid");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_group_id_idx" ON "wireless_wirelesslan" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_status_idx" ON "wireless_wirelesslan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_vlan_id_idx" ON "wireless_wirelesslan" USING btree ("vlan_id");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_scope_idx" ON "wireless_wirelesslan" USING btree ("scope_type","scope_id");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_tenant_id_idx" ON "wireless_wirelesslan" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_auth_type_idx" ON "wireless_wirelesslan" USING btree ("auth_type");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_auth_cipher_idx" ON "wireless_wirelesslan" USING btree ("auth_cipher");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_auth_psk_idx" ON "wireless_wirelesslan" USING btree ("auth_psk");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_description_idx" ON "wireless_wirelesslan" USING btree ("description");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_created_idx" ON "wireless_wirelesslan" USING btree ("created");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_last_updated_idx" ON "wireless_wirelesslan" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_cf_gin" ON "wireless_wirelesslan" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "wireless_wirelesslan_tags_target_idx" ON "wireless_wirelesslan_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wireless_wirelesslangroup_name_key" ON "wireless_wirelesslangroup" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "wireless_wirelesslangroup_slug_key" ON "wireless_wirelesslangroup" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslangroup_parent_id_idx" ON "wireless_wirelesslangroup" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslangroup_description_idx" ON "wireless_wirelesslangroup" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "wireless_wirelesslangroup_parent_name_uniq" ON "wireless_wirelesslangroup" USING btree ("parent_id","name");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslangroup_created_idx" ON "wireless_wirelesslangroup" USING btree ("created");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslangroup_last_updated_idx" ON "wireless_wirelesslangroup" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslangroup_cf_gin" ON "wireless_wirelesslangroup" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "wireless_wirelesslangroup_tags_target_idx" ON "wireless_wirelesslangroup_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_interface_a_id_idx" ON "wireless_wirelesslink" USING btree ("interface_a_id");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_interface_b_id_idx" ON "wireless_wirelesslink" USING btree ("interface_b_id");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_ssid_idx" ON "wireless_wirelesslink" USING btree ("ssid");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_status_idx" ON "wireless_wirelesslink" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_tenant_id_idx" ON "wireless_wirelesslink" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_auth_type_idx" ON "wireless_wirelesslink" USING btree ("auth_type");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_auth_cipher_idx" ON "wireless_wirelesslink" USING btree ("auth_cipher");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_auth_psk_idx" ON "wireless_wirelesslink" USING btree ("auth_psk");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_distance_idx" ON "wireless_wirelesslink" USING btree ("distance");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_distance_unit_idx" ON "wireless_wirelesslink" USING btree ("distance_unit");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_description_idx" ON "wireless_wirelesslink" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "wireless_wirelesslink_interface_a_interface_b_uniq" ON "wireless_wirelesslink" USING btree ("interface_a_id","interface_b_id");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_created_idx" ON "wireless_wirelesslink" USING btree ("created");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_last_updated_idx" ON "wireless_wirelesslink" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_cf_gin" ON "wireless_wirelesslink" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "wireless_wirelesslink_tags_target_idx" ON "wireless_wirelesslink_tags" USING btree ("target_id");--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_vlan_translation_policy_id_ipam_vlantranslationpolicy_id_fk" FOREIGN KEY ("vlan_translation_policy_id") REFERENCES "public"."ipam_vlantranslationpolicy"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_wireless_link_id_wireless_wirelesslink_id_fk" FOREIGN KEY ("wireless_link_id") REFERENCES "public"."wireless_wirelesslink"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitem" ADD CONSTRAINT "dcim_inventoryitem_role_id_dcim_inventoryitemrole_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."dcim_inventoryitemrole"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_moduletype" ADD CONSTRAINT "dcim_moduletype_profile_id_dcim_moduletypeprofile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."dcim_moduletypeprofile"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rack" ADD CONSTRAINT "dcim_rack_rack_type_id_dcim_racktype_id_fk" FOREIGN KEY ("rack_type_id") REFERENCES "public"."dcim_racktype"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "virtualization_vminterface_vlan_translation_policy_id_ipam_vlantranslationpolicy_id_fk" FOREIGN KEY ("vlan_translation_policy_id") REFERENCES "public"."ipam_vlantranslationpolicy"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dcim_interface_vlan_translation_policy_id_idx" ON "dcim_interface" USING btree ("vlan_translation_policy_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_wireless_link_id_idx" ON "dcim_interface" USING btree ("wireless_link_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_role_id_idx" ON "dcim_inventoryitem" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "dcim_moduletype_profile_id_idx" ON "dcim_moduletype" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "dcim_rack_rack_type_id_idx" ON "dcim_rack" USING btree ("rack_type_id");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_vlan_translation_policy_id_idx" ON "virtualization_vminterface" USING btree ("vlan_translation_policy_id");