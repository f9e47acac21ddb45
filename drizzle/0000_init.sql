CREATE TABLE "circuits_circuit" (
	"id" serial PRIMARY KEY NOT NULL,
	"cid" varchar(100) NOT NULL,
	"provider_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"tenant_id" integer,
	"install_date" date,
	"termination_date" date,
	"commit_rate" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuits_circuit_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_circuit_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "circuits_circuittermination" (
	"id" serial PRIMARY KEY NOT NULL,
	"circuit_id" integer NOT NULL,
	"term_side" varchar(50) NOT NULL,
	"site_id" integer,
	"port_speed" integer,
	"upstream_speed" integer,
	"xconnect_id" varchar(50) DEFAULT '' NOT NULL,
	"pp_info" varchar(100) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"mark_connected" boolean DEFAULT false NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuits_circuittermination_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_circuittermination_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "circuits_circuittype" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"color" varchar(6) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuits_circuittype_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_circuittype_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "circuits_provider" (
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
CREATE TABLE "circuits_provider_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_provider_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_device" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64),
	"device_type_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"tenant_id" integer,
	"platform_id" integer,
	"serial" varchar(50) DEFAULT '' NOT NULL,
	"asset_tag" varchar(50),
	"site_id" integer NOT NULL,
	"location_id" integer,
	"rack_id" integer,
	"position" numeric(4, 1),
	"face" varchar(50),
	"latitude" numeric(8, 6),
	"longitude" numeric(9, 6),
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"airflow" varchar(50),
	"primary_ip4_id" integer,
	"primary_ip6_id" integer,
	"oob_ip_id" integer,
	"cluster_id" integer,
	"vc_position" integer,
	"vc_priority" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"local_context_data" jsonb,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_device_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_device_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_devicerole" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"color" varchar(6) DEFAULT '9e9e9e' NOT NULL,
	"vm_role" boolean DEFAULT true NOT NULL,
	"parent_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_devicerole_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_devicerole_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_devicetype" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"default_platform_id" integer,
	"model" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"part_number" varchar(50) DEFAULT '' NOT NULL,
	"u_height" numeric(4, 1) DEFAULT '1' NOT NULL,
	"exclude_from_utilization" boolean DEFAULT false NOT NULL,
	"is_full_depth" boolean DEFAULT true NOT NULL,
	"subdevice_role" varchar(50),
	"airflow" varchar(50),
	"weight" numeric(8, 2),
	"weight_unit" varchar(50),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_devicetype_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_devicetype_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_interface" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"parent_id" integer,
	"bridge_id" integer,
	"lag_id" integer,
	"mtu" integer,
	"mac_address" varchar(18),
	"speed" integer,
	"duplex" varchar(50),
	"wwn" varchar(23),
	"mgmt_only" boolean DEFAULT false NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"mode" varchar(50),
	"untagged_vlan_id" integer,
	"mark_connected" boolean DEFAULT false NOT NULL,
	"vrf_id" integer,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_interface_tagged_vlans" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_interface_tagged_vlans_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_interface_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_interface_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_location" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"tenant_id" integer,
	"facility" varchar(50) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_location_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_location_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_manufacturer" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_manufacturer_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_manufacturer_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_platform" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"manufacturer_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_platform_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_platform_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_rack" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"facility_id" varchar(50),
	"site_id" integer NOT NULL,
	"location_id" integer,
	"tenant_id" integer,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"role_id" integer,
	"serial" varchar(50) DEFAULT '' NOT NULL,
	"asset_tag" varchar(50),
	"form_factor" varchar(50),
	"width" smallint DEFAULT 19 NOT NULL,
	"u_height" integer DEFAULT 42 NOT NULL,
	"starting_unit" integer DEFAULT 1 NOT NULL,
	"weight" numeric(8, 2),
	"max_weight" integer,
	"weight_unit" varchar(50),
	"desc_units" boolean DEFAULT false NOT NULL,
	"outer_width" integer,
	"outer_height" integer,
	"outer_depth" integer,
	"outer_unit" varchar(50),
	"mounting_depth" integer,
	"airflow" varchar(50),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_rack_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_rack_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_rackrole" (
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
CREATE TABLE "dcim_rackrole_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_rackrole_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_region" (
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
CREATE TABLE "dcim_region_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_region_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_site" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"region_id" integer,
	"group_id" integer,
	"tenant_id" integer,
	"facility" varchar(50) DEFAULT '' NOT NULL,
	"time_zone" varchar(63),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"physical_address" varchar(200) DEFAULT '' NOT NULL,
	"shipping_address" varchar(200) DEFAULT '' NOT NULL,
	"latitude" numeric(8, 6),
	"longitude" numeric(9, 6),
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_site_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_site_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_sitegroup" (
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
CREATE TABLE "dcim_sitegroup_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_sitegroup_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"color" varchar(6) DEFAULT '9e9e9e' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 1000 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_ipaddress" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" smallint GENERATED ALWAYS AS (family("address")) STORED,
	"address" "inet" NOT NULL,
	"vrf_id" integer,
	"tenant_id" integer,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"role" varchar(50),
	"assigned_object_type" varchar(100),
	"assigned_object_id" integer,
	"nat_inside_id" integer,
	"dns_name" varchar(255) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_ipaddress_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_ipaddress_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_prefix" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" smallint GENERATED ALWAYS AS (family("prefix")) STORED,
	"prefix" "cidr" NOT NULL,
	"site_id" integer,
	"vrf_id" integer,
	"scope_type" varchar(100),
	"scope_id" integer,
	"tenant_id" integer,
	"vlan_id" integer,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"role_id" integer,
	"is_pool" boolean DEFAULT false NOT NULL,
	"mark_utilized" boolean DEFAULT false NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_prefix_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_prefix_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"weight" integer DEFAULT 1000 NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_role_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_role_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_vlan" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"group_id" integer,
	"vid" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"tenant_id" integer,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"role_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_vlan_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_vlan_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_vlangroup" (
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
CREATE TABLE "ipam_vlangroup_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_vlangroup_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_vrf" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"rd" varchar(21),
	"tenant_id" integer,
	"enforce_unique" boolean DEFAULT true NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_vrf_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_vrf_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "tenancy_tenant" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"group_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_tenant_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "tenancy_tenant_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "tenancy_tenantgroup" (
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
CREATE TABLE "tenancy_tenantgroup_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "tenancy_tenantgroup_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "users_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires" timestamp with time zone,
	"last_used" timestamp with time zone,
	"key_digest" varchar(64) NOT NULL,
	"key_hint" varchar(6) NOT NULL,
	"write_enabled" boolean DEFAULT true NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"allowed_ips" "cidr"[] DEFAULT '{}'::cidr[] NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"password" varchar(200) NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtualization_cluster" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"type_id" integer NOT NULL,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"tenant_id" integer,
	"site_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtualization_cluster_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "virtualization_cluster_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "virtualization_clustertype" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtualization_clustertype_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "virtualization_clustertype_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "virtualization_virtualmachine" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"site_id" integer,
	"cluster_id" integer,
	"device_id" integer,
	"serial" varchar(50) DEFAULT '' NOT NULL,
	"role_id" integer,
	"tenant_id" integer,
	"platform_id" integer,
	"primary_ip4_id" integer,
	"primary_ip6_id" integer,
	"vcpus" numeric(6, 2),
	"memory" integer,
	"disk" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"local_context_data" jsonb,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtualization_virtualmachine_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "virtualization_virtualmachine_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "virtualization_vminterface" (
	"id" serial PRIMARY KEY NOT NULL,
	"virtual_machine_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"parent_id" integer,
	"bridge_id" integer,
	"mtu" integer,
	"mac_address" varchar(18),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"mode" varchar(50),
	"untagged_vlan_id" integer,
	"vrf_id" integer,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtualization_vminterface_tagged_vlans" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "virtualization_vminterface_tagged_vlans_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "virtualization_vminterface_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "virtualization_vminterface_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "circuits_circuit" ADD CONSTRAINT "circuits_circuit_provider_id_circuits_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."circuits_provider"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuit" ADD CONSTRAINT "circuits_circuit_type_id_circuits_circuittype_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."circuits_circuittype"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuit" ADD CONSTRAINT "circuits_circuit_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuit_tags" ADD CONSTRAINT "circuits_circuit_tags_source_id_circuits_circuit_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_circuit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuit_tags" ADD CONSTRAINT "circuits_circuit_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuittermination" ADD CONSTRAINT "circuits_circuittermination_circuit_id_circuits_circuit_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."circuits_circuit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuittermination" ADD CONSTRAINT "circuits_circuittermination_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuittermination_tags" ADD CONSTRAINT "circuits_circuittermination_tags_source_id_circuits_circuittermination_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_circuittermination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuittermination_tags" ADD CONSTRAINT "circuits_circuittermination_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuittype_tags" ADD CONSTRAINT "circuits_circuittype_tags_source_id_circuits_circuittype_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_circuittype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_circuittype_tags" ADD CONSTRAINT "circuits_circuittype_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_provider_tags" ADD CONSTRAINT "circuits_provider_tags_source_id_circuits_provider_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_provider_tags" ADD CONSTRAINT "circuits_provider_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_device_type_id_dcim_devicetype_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_role_id_dcim_devicerole_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."dcim_devicerole"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_platform_id_dcim_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."dcim_platform"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_location_id_dcim_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."dcim_location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_rack_id_dcim_rack_id_fk" FOREIGN KEY ("rack_id") REFERENCES "public"."dcim_rack"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_primary_ip4_id_ipam_ipaddress_id_fk" FOREIGN KEY ("primary_ip4_id") REFERENCES "public"."ipam_ipaddress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_primary_ip6_id_ipam_ipaddress_id_fk" FOREIGN KEY ("primary_ip6_id") REFERENCES "public"."ipam_ipaddress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_oob_ip_id_ipam_ipaddress_id_fk" FOREIGN KEY ("oob_ip_id") REFERENCES "public"."ipam_ipaddress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_cluster_id_virtualization_cluster_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."virtualization_cluster"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device_tags" ADD CONSTRAINT "dcim_device_tags_source_id_dcim_device_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_device_tags" ADD CONSTRAINT "dcim_device_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicerole" ADD CONSTRAINT "dcim_devicerole_parent_id_dcim_devicerole_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dcim_devicerole"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicerole_tags" ADD CONSTRAINT "dcim_devicerole_tags_source_id_dcim_devicerole_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_devicerole"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicerole_tags" ADD CONSTRAINT "dcim_devicerole_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicetype" ADD CONSTRAINT "dcim_devicetype_manufacturer_id_dcim_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."dcim_manufacturer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicetype" ADD CONSTRAINT "dcim_devicetype_default_platform_id_dcim_platform_id_fk" FOREIGN KEY ("default_platform_id") REFERENCES "public"."dcim_platform"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicetype_tags" ADD CONSTRAINT "dcim_devicetype_tags_source_id_dcim_devicetype_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_devicetype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicetype_tags" ADD CONSTRAINT "dcim_devicetype_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_parent_id_dcim_interface_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dcim_interface"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_bridge_id_dcim_interface_id_fk" FOREIGN KEY ("bridge_id") REFERENCES "public"."dcim_interface"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_lag_id_dcim_interface_id_fk" FOREIGN KEY ("lag_id") REFERENCES "public"."dcim_interface"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_untagged_vlan_id_ipam_vlan_id_fk" FOREIGN KEY ("untagged_vlan_id") REFERENCES "public"."ipam_vlan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_vrf_id_ipam_vrf_id_fk" FOREIGN KEY ("vrf_id") REFERENCES "public"."ipam_vrf"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface_tagged_vlans" ADD CONSTRAINT "dcim_interface_tagged_vlans_source_id_dcim_interface_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_interface"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface_tagged_vlans" ADD CONSTRAINT "dcim_interface_tagged_vlans_target_id_ipam_vlan_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."ipam_vlan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface_tags" ADD CONSTRAINT "dcim_interface_tags_source_id_dcim_interface_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_interface"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface_tags" ADD CONSTRAINT "dcim_interface_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_location" ADD CONSTRAINT "dcim_location_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_location" ADD CONSTRAINT "dcim_location_parent_id_dcim_location_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dcim_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_location" ADD CONSTRAINT "dcim_location_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_location_tags" ADD CONSTRAINT "dcim_location_tags_source_id_dcim_location_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_location_tags" ADD CONSTRAINT "dcim_location_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_manufacturer_tags" ADD CONSTRAINT "dcim_manufacturer_tags_source_id_dcim_manufacturer_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_manufacturer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_manufacturer_tags" ADD CONSTRAINT "dcim_manufacturer_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_platform" ADD CONSTRAINT "dcim_platform_manufacturer_id_dcim_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."dcim_manufacturer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_platform_tags" ADD CONSTRAINT "dcim_platform_tags_source_id_dcim_platform_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_platform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_platform_tags" ADD CONSTRAINT "dcim_platform_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rack" ADD CONSTRAINT "dcim_rack_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rack" ADD CONSTRAINT "dcim_rack_location_id_dcim_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."dcim_location"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rack" ADD CONSTRAINT "dcim_rack_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rack" ADD CONSTRAINT "dcim_rack_role_id_dcim_rackrole_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."dcim_rackrole"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rack_tags" ADD CONSTRAINT "dcim_rack_tags_source_id_dcim_rack_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_rack"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rack_tags" ADD CONSTRAINT "dcim_rack_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rackrole_tags" ADD CONSTRAINT "dcim_rackrole_tags_source_id_dcim_rackrole_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_rackrole"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rackrole_tags" ADD CONSTRAINT "dcim_rackrole_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_region" ADD CONSTRAINT "dcim_region_parent_id_dcim_region_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dcim_region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_region_tags" ADD CONSTRAINT "dcim_region_tags_source_id_dcim_region_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_region_tags" ADD CONSTRAINT "dcim_region_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_site" ADD CONSTRAINT "dcim_site_region_id_dcim_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."dcim_region"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_site" ADD CONSTRAINT "dcim_site_group_id_dcim_sitegroup_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dcim_sitegroup"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_site" ADD CONSTRAINT "dcim_site_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_site_tags" ADD CONSTRAINT "dcim_site_tags_source_id_dcim_site_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_site_tags" ADD CONSTRAINT "dcim_site_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_sitegroup" ADD CONSTRAINT "dcim_sitegroup_parent_id_dcim_sitegroup_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dcim_sitegroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_sitegroup_tags" ADD CONSTRAINT "dcim_sitegroup_tags_source_id_dcim_sitegroup_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_sitegroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_sitegroup_tags" ADD CONSTRAINT "dcim_sitegroup_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_ipaddress" ADD CONSTRAINT "ipam_ipaddress_vrf_id_ipam_vrf_id_fk" FOREIGN KEY ("vrf_id") REFERENCES "public"."ipam_vrf"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_ipaddress" ADD CONSTRAINT "ipam_ipaddress_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_ipaddress" ADD CONSTRAINT "ipam_ipaddress_nat_inside_id_ipam_ipaddress_id_fk" FOREIGN KEY ("nat_inside_id") REFERENCES "public"."ipam_ipaddress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_ipaddress_tags" ADD CONSTRAINT "ipam_ipaddress_tags_source_id_ipam_ipaddress_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_ipaddress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_ipaddress_tags" ADD CONSTRAINT "ipam_ipaddress_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD CONSTRAINT "ipam_prefix_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD CONSTRAINT "ipam_prefix_vrf_id_ipam_vrf_id_fk" FOREIGN KEY ("vrf_id") REFERENCES "public"."ipam_vrf"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD CONSTRAINT "ipam_prefix_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD CONSTRAINT "ipam_prefix_vlan_id_ipam_vlan_id_fk" FOREIGN KEY ("vlan_id") REFERENCES "public"."ipam_vlan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_prefix" ADD CONSTRAINT "ipam_prefix_role_id_ipam_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."ipam_role"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_prefix_tags" ADD CONSTRAINT "ipam_prefix_tags_source_id_ipam_prefix_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_prefix"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_prefix_tags" ADD CONSTRAINT "ipam_prefix_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_role_tags" ADD CONSTRAINT "ipam_role_tags_source_id_ipam_role_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_role_tags" ADD CONSTRAINT "ipam_role_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlan" ADD CONSTRAINT "ipam_vlan_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlan" ADD CONSTRAINT "ipam_vlan_group_id_ipam_vlangroup_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ipam_vlangroup"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlan" ADD CONSTRAINT "ipam_vlan_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlan" ADD CONSTRAINT "ipam_vlan_role_id_ipam_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."ipam_role"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlan_tags" ADD CONSTRAINT "ipam_vlan_tags_source_id_ipam_vlan_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_vlan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlan_tags" ADD CONSTRAINT "ipam_vlan_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlangroup_tags" ADD CONSTRAINT "ipam_vlangroup_tags_source_id_ipam_vlangroup_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_vlangroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vlangroup_tags" ADD CONSTRAINT "ipam_vlangroup_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vrf" ADD CONSTRAINT "ipam_vrf_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vrf_tags" ADD CONSTRAINT "ipam_vrf_tags_source_id_ipam_vrf_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_vrf"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vrf_tags" ADD CONSTRAINT "ipam_vrf_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_tenant" ADD CONSTRAINT "tenancy_tenant_group_id_tenancy_tenantgroup_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tenancy_tenantgroup"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_tenant_tags" ADD CONSTRAINT "tenancy_tenant_tags_source_id_tenancy_tenant_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_tenant_tags" ADD CONSTRAINT "tenancy_tenant_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_tenantgroup" ADD CONSTRAINT "tenancy_tenantgroup_parent_id_tenancy_tenantgroup_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenancy_tenantgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_tenantgroup_tags" ADD CONSTRAINT "tenancy_tenantgroup_tags_source_id_tenancy_tenantgroup_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."tenancy_tenantgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_tenantgroup_tags" ADD CONSTRAINT "tenancy_tenantgroup_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_token" ADD CONSTRAINT "users_token_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "virtualization_cluster_type_id_virtualization_clustertype_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."virtualization_clustertype"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "virtualization_cluster_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "virtualization_cluster_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_cluster_tags" ADD CONSTRAINT "virtualization_cluster_tags_source_id_virtualization_cluster_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."virtualization_cluster"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_cluster_tags" ADD CONSTRAINT "virtualization_cluster_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_clustertype_tags" ADD CONSTRAINT "virtualization_clustertype_tags_source_id_virtualization_clustertype_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."virtualization_clustertype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_clustertype_tags" ADD CONSTRAINT "virtualization_clustertype_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "virtualization_virtualmachine_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "virtualization_virtualmachine_cluster_id_virtualization_cluster_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."virtualization_cluster"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "virtualization_virtualmachine_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "virtualization_virtualmachine_role_id_dcim_devicerole_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."dcim_devicerole"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "virtualization_virtualmachine_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "virtualization_virtualmachine_platform_id_dcim_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."dcim_platform"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "virtualization_virtualmachine_primary_ip4_id_ipam_ipaddress_id_fk" FOREIGN KEY ("primary_ip4_id") REFERENCES "public"."ipam_ipaddress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "virtualization_virtualmachine_primary_ip6_id_ipam_ipaddress_id_fk" FOREIGN KEY ("primary_ip6_id") REFERENCES "public"."ipam_ipaddress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine_tags" ADD CONSTRAINT "virtualization_virtualmachine_tags_source_id_virtualization_virtualmachine_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."virtualization_virtualmachine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine_tags" ADD CONSTRAINT "virtualization_virtualmachine_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "virtualization_vminterface_virtual_machine_id_virtualization_virtualmachine_id_fk" FOREIGN KEY ("virtual_machine_id") REFERENCES "public"."virtualization_virtualmachine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "virtualization_vminterface_parent_id_virtualization_vminterface_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."virtualization_vminterface"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "virtualization_vminterface_bridge_id_virtualization_vminterface_id_fk" FOREIGN KEY ("bridge_id") REFERENCES "public"."virtualization_vminterface"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "virtualization_vminterface_untagged_vlan_id_ipam_vlan_id_fk" FOREIGN KEY ("untagged_vlan_id") REFERENCES "public"."ipam_vlan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "virtualization_vminterface_vrf_id_ipam_vrf_id_fk" FOREIGN KEY ("vrf_id") REFERENCES "public"."ipam_vrf"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface_tagged_vlans" ADD CONSTRAINT "virtualization_vminterface_tagged_vlans_source_id_virtualization_vminterface_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."virtualization_vminterface"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface_tagged_vlans" ADD CONSTRAINT "virtualization_vminterface_tagged_vlans_target_id_ipam_vlan_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."ipam_vlan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface_tags" ADD CONSTRAINT "virtualization_vminterface_tags_source_id_virtualization_vminterface_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."virtualization_vminterface"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_vminterface_tags" ADD CONSTRAINT "virtualization_vminterface_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circuits_circuit_cid_idx" ON "circuits_circuit" USING btree ("cid");--> statement-breakpoint
CREATE INDEX "circuits_circuit_provider_id_idx" ON "circuits_circuit" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "circuits_circuit_type_id_idx" ON "circuits_circuit" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "circuits_circuit_status_idx" ON "circuits_circuit" USING btree ("status");--> statement-breakpoint
CREATE INDEX "circuits_circuit_tenant_id_idx" ON "circuits_circuit" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "circuits_circuit_install_date_idx" ON "circuits_circuit" USING btree ("install_date");--> statement-breakpoint
CREATE INDEX "circuits_circuit_termination_date_idx" ON "circuits_circuit" USING btree ("termination_date");--> statement-breakpoint
CREATE INDEX "circuits_circuit_commit_rate_idx" ON "circuits_circuit" USING btree ("commit_rate");--> statement-breakpoint
CREATE INDEX "circuits_circuit_description_idx" ON "circuits_circuit" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuit_provider_cid_uniq" ON "circuits_circuit" USING btree ("provider_id","cid");--> statement-breakpoint
CREATE INDEX "circuits_circuit_tags_target_idx" ON "circuits_circuit_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_circuit_id_idx" ON "circuits_circuittermination" USING btree ("circuit_id");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_term_side_idx" ON "circuits_circuittermination" USING btree ("term_side");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_site_id_idx" ON "circuits_circuittermination" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_port_speed_idx" ON "circuits_circuittermination" USING btree ("port_speed");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_upstream_speed_idx" ON "circuits_circuittermination" USING btree ("upstream_speed");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_xconnect_id_idx" ON "circuits_circuittermination" USING btree ("xconnect_id");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_pp_info_idx" ON "circuits_circuittermination" USING btree ("pp_info");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_description_idx" ON "circuits_circuittermination" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuittermination_circuit_term_side_uniq" ON "circuits_circuittermination" USING btree ("circuit_id","term_side");--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_tags_target_idx" ON "circuits_circuittermination_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuittype_name_key" ON "circuits_circuittype" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuittype_slug_key" ON "circuits_circuittype" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "circuits_circuittype_color_idx" ON "circuits_circuittype" USING btree ("color");--> statement-breakpoint
CREATE INDEX "circuits_circuittype_description_idx" ON "circuits_circuittype" USING btree ("description");--> statement-breakpoint
CREATE INDEX "circuits_circuittype_tags_target_idx" ON "circuits_circuittype_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_provider_name_key" ON "circuits_provider" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_provider_slug_key" ON "circuits_provider" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "circuits_provider_description_idx" ON "circuits_provider" USING btree ("description");--> statement-breakpoint
CREATE INDEX "circuits_provider_tags_target_idx" ON "circuits_provider_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_device_name_idx" ON "dcim_device" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_device_device_type_id_idx" ON "dcim_device" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "dcim_device_role_id_idx" ON "dcim_device" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "dcim_device_tenant_id_idx" ON "dcim_device" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "dcim_device_platform_id_idx" ON "dcim_device" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "dcim_device_serial_idx" ON "dcim_device" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_device_asset_tag_key" ON "dcim_device" USING btree ("asset_tag");--> statement-breakpoint
CREATE INDEX "dcim_device_site_id_idx" ON "dcim_device" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "dcim_device_location_id_idx" ON "dcim_device" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "dcim_device_rack_id_idx" ON "dcim_device" USING btree ("rack_id");--> statement-breakpoint
CREATE INDEX "dcim_device_face_idx" ON "dcim_device" USING btree ("face");--> statement-breakpoint
CREATE INDEX "dcim_device_status_idx" ON "dcim_device" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dcim_device_airflow_idx" ON "dcim_device" USING btree ("airflow");--> statement-breakpoint
CREATE INDEX "dcim_device_primary_ip4_id_idx" ON "dcim_device" USING btree ("primary_ip4_id");--> statement-breakpoint
CREATE INDEX "dcim_device_primary_ip6_id_idx" ON "dcim_device" USING btree ("primary_ip6_id");--> statement-breakpoint
CREATE INDEX "dcim_device_oob_ip_id_idx" ON "dcim_device" USING btree ("oob_ip_id");--> statement-breakpoint
CREATE INDEX "dcim_device_cluster_id_idx" ON "dcim_device" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "dcim_device_vc_position_idx" ON "dcim_device" USING btree ("vc_position");--> statement-breakpoint
CREATE INDEX "dcim_device_vc_priority_idx" ON "dcim_device" USING btree ("vc_priority");--> statement-breakpoint
CREATE INDEX "dcim_device_description_idx" ON "dcim_device" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_device_site_name_uniq" ON "dcim_device" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "dcim_device_tags_target_idx" ON "dcim_device_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_devicerole_name_key" ON "dcim_devicerole" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_devicerole_slug_key" ON "dcim_devicerole" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dcim_devicerole_color_idx" ON "dcim_devicerole" USING btree ("color");--> statement-breakpoint
CREATE INDEX "dcim_devicerole_parent_id_idx" ON "dcim_devicerole" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dcim_devicerole_description_idx" ON "dcim_devicerole" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_devicerole_tags_target_idx" ON "dcim_devicerole_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_manufacturer_id_idx" ON "dcim_devicetype" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_default_platform_id_idx" ON "dcim_devicetype" USING btree ("default_platform_id");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_model_idx" ON "dcim_devicetype" USING btree ("model");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_slug_idx" ON "dcim_devicetype" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_part_number_idx" ON "dcim_devicetype" USING btree ("part_number");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_subdevice_role_idx" ON "dcim_devicetype" USING btree ("subdevice_role");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_airflow_idx" ON "dcim_devicetype" USING btree ("airflow");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_weight_unit_idx" ON "dcim_devicetype" USING btree ("weight_unit");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_description_idx" ON "dcim_devicetype" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_devicetype_manufacturer_model_uniq" ON "dcim_devicetype" USING btree ("manufacturer_id","model");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_devicetype_manufacturer_slug_uniq" ON "dcim_devicetype" USING btree ("manufacturer_id","slug");--> statement-breakpoint
CREATE INDEX "dcim_devicetype_tags_target_idx" ON "dcim_devicetype_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_device_id_idx" ON "dcim_interface" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_name_idx" ON "dcim_interface" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_interface_label_idx" ON "dcim_interface" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_interface_type_idx" ON "dcim_interface" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_interface_parent_id_idx" ON "dcim_interface" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_bridge_id_idx" ON "dcim_interface" USING btree ("bridge_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_lag_id_idx" ON "dcim_interface" USING btree ("lag_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_mtu_idx" ON "dcim_interface" USING btree ("mtu");--> statement-breakpoint
CREATE INDEX "dcim_interface_mac_address_idx" ON "dcim_interface" USING btree ("mac_address");--> statement-breakpoint
CREATE INDEX "dcim_interface_speed_idx" ON "dcim_interface" USING btree ("speed");--> statement-breakpoint
CREATE INDEX "dcim_interface_duplex_idx" ON "dcim_interface" USING btree ("duplex");--> statement-breakpoint
CREATE INDEX "dcim_interface_wwn_idx" ON "dcim_interface" USING btree ("wwn");--> statement-breakpoint
CREATE INDEX "dcim_interface_description_idx" ON "dcim_interface" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_interface_mode_idx" ON "dcim_interface" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "dcim_interface_untagged_vlan_id_idx" ON "dcim_interface" USING btree ("untagged_vlan_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_vrf_id_idx" ON "dcim_interface" USING btree ("vrf_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_interface_device_name_uniq" ON "dcim_interface" USING btree ("device_id","name");--> statement-breakpoint
CREATE INDEX "dcim_interface_tagged_vlans_target_idx" ON "dcim_interface_tagged_vlans" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_tags_target_idx" ON "dcim_interface_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_location_name_idx" ON "dcim_location" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_location_slug_idx" ON "dcim_location" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dcim_location_site_id_idx" ON "dcim_location" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "dcim_location_parent_id_idx" ON "dcim_location" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dcim_location_status_idx" ON "dcim_location" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dcim_location_tenant_id_idx" ON "dcim_location" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "dcim_location_facility_idx" ON "dcim_location" USING btree ("facility");--> statement-breakpoint
CREATE INDEX "dcim_location_description_idx" ON "dcim_location" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_location_site_parent_name_uniq" ON "dcim_location" USING btree ("site_id","parent_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_location_site_parent_slug_uniq" ON "dcim_location" USING btree ("site_id","parent_id","slug");--> statement-breakpoint
CREATE INDEX "dcim_location_tags_target_idx" ON "dcim_location_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_manufacturer_name_key" ON "dcim_manufacturer" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_manufacturer_slug_key" ON "dcim_manufacturer" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dcim_manufacturer_description_idx" ON "dcim_manufacturer" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_manufacturer_tags_target_idx" ON "dcim_manufacturer_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_platform_name_key" ON "dcim_platform" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_platform_slug_key" ON "dcim_platform" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dcim_platform_manufacturer_id_idx" ON "dcim_platform" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "dcim_platform_description_idx" ON "dcim_platform" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_platform_tags_target_idx" ON "dcim_platform_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_rack_name_idx" ON "dcim_rack" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_rack_facility_id_idx" ON "dcim_rack" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "dcim_rack_site_id_idx" ON "dcim_rack" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "dcim_rack_location_id_idx" ON "dcim_rack" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "dcim_rack_tenant_id_idx" ON "dcim_rack" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "dcim_rack_status_idx" ON "dcim_rack" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dcim_rack_role_id_idx" ON "dcim_rack" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "dcim_rack_serial_idx" ON "dcim_rack" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rack_asset_tag_key" ON "dcim_rack" USING btree ("asset_tag");--> statement-breakpoint
CREATE INDEX "dcim_rack_form_factor_idx" ON "dcim_rack" USING btree ("form_factor");--> statement-breakpoint
CREATE INDEX "dcim_rack_width_idx" ON "dcim_rack" USING btree ("width");--> statement-breakpoint
CREATE INDEX "dcim_rack_u_height_idx" ON "dcim_rack" USING btree ("u_height");--> statement-breakpoint
CREATE INDEX "dcim_rack_starting_unit_idx" ON "dcim_rack" USING btree ("starting_unit");--> statement-breakpoint
CREATE INDEX "dcim_rack_max_weight_idx" ON "dcim_rack" USING btree ("max_weight");--> statement-breakpoint
CREATE INDEX "dcim_rack_weight_unit_idx" ON "dcim_rack" USING btree ("weight_unit");--> statement-breakpoint
CREATE INDEX "dcim_rack_outer_width_idx" ON "dcim_rack" USING btree ("outer_width");--> statement-breakpoint
CREATE INDEX "dcim_rack_outer_height_idx" ON "dcim_rack" USING btree ("outer_height");--> statement-breakpoint
CREATE INDEX "dcim_rack_outer_depth_idx" ON "dcim_rack" USING btree ("outer_depth");--> statement-breakpoint
CREATE INDEX "dcim_rack_outer_unit_idx" ON "dcim_rack" USING btree ("outer_unit");--> statement-breakpoint
CREATE INDEX "dcim_rack_mounting_depth_idx" ON "dcim_rack" USING btree ("mounting_depth");--> statement-breakpoint
CREATE INDEX "dcim_rack_airflow_idx" ON "dcim_rack" USING btree ("airflow");--> statement-breakpoint
CREATE INDEX "dcim_rack_description_idx" ON "dcim_rack" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rack_location_name_uniq" ON "dcim_rack" USING btree ("location_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rack_location_facility_id_uniq" ON "dcim_rack" USING btree ("location_id","facility_id");--> statement-breakpoint
CREATE INDEX "dcim_rack_tags_target_idx" ON "dcim_rack_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rackrole_name_key" ON "dcim_rackrole" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rackrole_slug_key" ON "dcim_rackrole" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dcim_rackrole_color_idx" ON "dcim_rackrole" USING btree ("color");--> statement-breakpoint
CREATE INDEX "dcim_rackrole_description_idx" ON "dcim_rackrole" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_rackrole_tags_target_idx" ON "dcim_rackrole_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_region_name_idx" ON "dcim_region" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_region_slug_idx" ON "dcim_region" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dcim_region_parent_id_idx" ON "dcim_region" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dcim_region_description_idx" ON "dcim_region" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_region_parent_name_uniq" ON "dcim_region" USING btree ("parent_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_region_parent_slug_uniq" ON "dcim_region" USING btree ("parent_id","slug");--> statement-breakpoint
CREATE INDEX "dcim_region_tags_target_idx" ON "dcim_region_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_site_name_key" ON "dcim_site" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_site_slug_key" ON "dcim_site" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dcim_site_status_idx" ON "dcim_site" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dcim_site_region_id_idx" ON "dcim_site" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "dcim_site_group_id_idx" ON "dcim_site" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "dcim_site_tenant_id_idx" ON "dcim_site" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "dcim_site_facility_idx" ON "dcim_site" USING btree ("facility");--> statement-breakpoint
CREATE INDEX "dcim_site_time_zone_idx" ON "dcim_site" USING btree ("time_zone");--> statement-breakpoint
CREATE INDEX "dcim_site_description_idx" ON "dcim_site" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_site_physical_address_idx" ON "dcim_site" USING btree ("physical_address");--> statement-breakpoint
CREATE INDEX "dcim_site_shipping_address_idx" ON "dcim_site" USING btree ("shipping_address");--> statement-breakpoint
CREATE INDEX "dcim_site_tags_target_idx" ON "dcim_site_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_sitegroup_name_idx" ON "dcim_sitegroup" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_sitegroup_slug_idx" ON "dcim_sitegroup" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dcim_sitegroup_parent_id_idx" ON "dcim_sitegroup" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dcim_sitegroup_description_idx" ON "dcim_sitegroup" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_sitegroup_parent_name_uniq" ON "dcim_sitegroup" USING btree ("parent_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_sitegroup_parent_slug_uniq" ON "dcim_sitegroup" USING btree ("parent_id","slug");--> statement-breakpoint
CREATE INDEX "dcim_sitegroup_tags_target_idx" ON "dcim_sitegroup_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_tag_name_key" ON "extras_tag" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_tag_slug_key" ON "extras_tag" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "extras_tag_color_idx" ON "extras_tag" USING btree ("color");--> statement-breakpoint
CREATE INDEX "extras_tag_description_idx" ON "extras_tag" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_tag_weight_idx" ON "extras_tag" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_address_idx" ON "ipam_ipaddress" USING btree ("address");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_vrf_id_idx" ON "ipam_ipaddress" USING btree ("vrf_id");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_tenant_id_idx" ON "ipam_ipaddress" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_status_idx" ON "ipam_ipaddress" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_role_idx" ON "ipam_ipaddress" USING btree ("role");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_assigned_object_idx" ON "ipam_ipaddress" USING btree ("assigned_object_type","assigned_object_id");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_nat_inside_id_idx" ON "ipam_ipaddress" USING btree ("nat_inside_id");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_dns_name_idx" ON "ipam_ipaddress" USING btree ("dns_name");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_description_idx" ON "ipam_ipaddress" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_ipaddress_tags_target_idx" ON "ipam_ipaddress_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "ipam_prefix_prefix_idx" ON "ipam_prefix" USING btree ("prefix");--> statement-breakpoint
CREATE INDEX "ipam_prefix_site_id_idx" ON "ipam_prefix" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "ipam_prefix_vrf_id_idx" ON "ipam_prefix" USING btree ("vrf_id");--> statement-breakpoint
CREATE INDEX "ipam_prefix_scope_idx" ON "ipam_prefix" USING btree ("scope_type","scope_id");--> statement-breakpoint
CREATE INDEX "ipam_prefix_tenant_id_idx" ON "ipam_prefix" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "ipam_prefix_vlan_id_idx" ON "ipam_prefix" USING btree ("vlan_id");--> statement-breakpoint
CREATE INDEX "ipam_prefix_status_idx" ON "ipam_prefix" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ipam_prefix_role_id_idx" ON "ipam_prefix" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "ipam_prefix_description_idx" ON "ipam_prefix" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_prefix_tags_target_idx" ON "ipam_prefix_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_role_name_key" ON "ipam_role" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_role_slug_key" ON "ipam_role" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ipam_role_weight_idx" ON "ipam_role" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "ipam_role_description_idx" ON "ipam_role" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_role_tags_target_idx" ON "ipam_role_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "ipam_vlan_site_id_idx" ON "ipam_vlan" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "ipam_vlan_group_id_idx" ON "ipam_vlan" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "ipam_vlan_vid_idx" ON "ipam_vlan" USING btree ("vid");--> statement-breakpoint
CREATE INDEX "ipam_vlan_name_idx" ON "ipam_vlan" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ipam_vlan_tenant_id_idx" ON "ipam_vlan" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "ipam_vlan_status_idx" ON "ipam_vlan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ipam_vlan_role_id_idx" ON "ipam_vlan" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "ipam_vlan_description_idx" ON "ipam_vlan" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlan_group_vid_uniq" ON "ipam_vlan" USING btree ("group_id","vid");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlan_group_name_uniq" ON "ipam_vlan" USING btree ("group_id","name");--> statement-breakpoint
CREATE INDEX "ipam_vlan_tags_target_idx" ON "ipam_vlan_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "ipam_vlangroup_name_idx" ON "ipam_vlangroup" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ipam_vlangroup_slug_idx" ON "ipam_vlangroup" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ipam_vlangroup_description_idx" ON "ipam_vlangroup" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_vlangroup_tags_target_idx" ON "ipam_vlangroup_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "ipam_vrf_name_idx" ON "ipam_vrf" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vrf_rd_key" ON "ipam_vrf" USING btree ("rd");--> statement-breakpoint
CREATE INDEX "ipam_vrf_tenant_id_idx" ON "ipam_vrf" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "ipam_vrf_description_idx" ON "ipam_vrf" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_vrf_tags_target_idx" ON "ipam_vrf_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "tenancy_tenant_name_idx" ON "tenancy_tenant" USING btree ("name");--> statement-breakpoint
CREATE INDEX "tenancy_tenant_slug_idx" ON "tenancy_tenant" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tenancy_tenant_group_id_idx" ON "tenancy_tenant" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "tenancy_tenant_description_idx" ON "tenancy_tenant" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_tenant_group_name_uniq" ON "tenancy_tenant" USING btree ("group_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_tenant_group_slug_uniq" ON "tenancy_tenant" USING btree ("group_id","slug");--> statement-breakpoint
CREATE INDEX "tenancy_tenant_tags_target_idx" ON "tenancy_tenant_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_tenantgroup_name_key" ON "tenancy_tenantgroup" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_tenantgroup_slug_key" ON "tenancy_tenantgroup" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tenancy_tenantgroup_parent_id_idx" ON "tenancy_tenantgroup" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "tenancy_tenantgroup_description_idx" ON "tenancy_tenantgroup" USING btree ("description");--> statement-breakpoint
CREATE INDEX "tenancy_tenantgroup_tags_target_idx" ON "tenancy_tenantgroup_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "users_token_user_id_idx" ON "users_token" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_token_key_key" ON "users_token" USING btree ("key_digest");--> statement-breakpoint
CREATE INDEX "users_token_description_idx" ON "users_token" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_username_key" ON "users_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_user_first_name_idx" ON "users_user" USING btree ("first_name");--> statement-breakpoint
CREATE INDEX "users_user_last_name_idx" ON "users_user" USING btree ("last_name");--> statement-breakpoint
CREATE INDEX "users_user_email_idx" ON "users_user" USING btree ("email");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_name_idx" ON "virtualization_cluster" USING btree ("name");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_type_id_idx" ON "virtualization_cluster" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_status_idx" ON "virtualization_cluster" USING btree ("status");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_tenant_id_idx" ON "virtualization_cluster" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_site_id_idx" ON "virtualization_cluster" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_description_idx" ON "virtualization_cluster" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_cluster_site_name_uniq" ON "virtualization_cluster" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_tags_target_idx" ON "virtualization_cluster_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_clustertype_name_key" ON "virtualization_clustertype" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_clustertype_slug_key" ON "virtualization_clustertype" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "virtualization_clustertype_description_idx" ON "virtualization_clustertype" USING btree ("description");--> statement-breakpoint
CREATE INDEX "virtualization_clustertype_tags_target_idx" ON "virtualization_clustertype_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_name_idx" ON "virtualization_virtualmachine" USING btree ("name");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_status_idx" ON "virtualization_virtualmachine" USING btree ("status");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_site_id_idx" ON "virtualization_virtualmachine" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_cluster_id_idx" ON "virtualization_virtualmachine" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_device_id_idx" ON "virtualization_virtualmachine" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_serial_idx" ON "virtualization_virtualmachine" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_role_id_idx" ON "virtualization_virtualmachine" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_tenant_id_idx" ON "virtualization_virtualmachine" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_platform_id_idx" ON "virtualization_virtualmachine" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_primary_ip4_id_idx" ON "virtualization_virtualmachine" USING btree ("primary_ip4_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_primary_ip6_id_idx" ON "virtualization_virtualmachine" USING btree ("primary_ip6_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_memory_idx" ON "virtualization_virtualmachine" USING btree ("memory");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_disk_idx" ON "virtualization_virtualmachine" USING btree ("disk");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_description_idx" ON "virtualization_virtualmachine" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_virtualmachine_cluster_name_uniq" ON "virtualization_virtualmachine" USING btree ("cluster_id","name");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_tags_target_idx" ON "virtualization_virtualmachine_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_virtual_machine_id_idx" ON "virtualization_vminterface" USING btree ("virtual_machine_id");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_name_idx" ON "virtualization_vminterface" USING btree ("name");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_parent_id_idx" ON "virtualization_vminterface" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_bridge_id_idx" ON "virtualization_vminterface" USING btree ("bridge_id");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_mtu_idx" ON "virtualization_vminterface" USING btree ("mtu");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_mac_address_idx" ON "virtualization_vminterface" USING btree ("mac_address");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_description_idx" ON "virtualization_vminterface" USING btree ("description");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_mode_idx" ON "virtualization_vminterface" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_untagged_vlan_id_idx" ON "virtualization_vminterface" USING btree ("untagged_vlan_id");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_vrf_id_idx" ON "virtualization_vminterface" USING btree ("vrf_id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtualization_vminterface_virtual_machine_name_uniq" ON "virtualization_vminterface" USING btree ("virtual_machine_id","name");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_tagged_vlans_target_idx" ON "virtualization_vminterface_tagged_vlans" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "virtualization_vminterface_tags_target_idx" ON "virtualization_vminterface_tags" USING btree ("target_id");