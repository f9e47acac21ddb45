CREATE TABLE "dcim_cable" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(50),
	"status" varchar(50) DEFAULT 'connected' NOT NULL,
	"tenant_id" integer,
	"label" varchar(100) DEFAULT '' NOT NULL,
	"color" varchar(6) DEFAULT '' NOT NULL,
	"length" numeric(8, 2),
	"length_unit" varchar(50),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_cable_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_cable_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_cabletermination" (
	"id" serial PRIMARY KEY NOT NULL,
	"cable_id" integer NOT NULL,
	"cable_end" varchar(50) NOT NULL,
	"termination_type" varchar(100),
	"termination_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_consoleport" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"module_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50),
	"speed" smallint,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"mark_connected" boolean DEFAULT false NOT NULL,
	"cable_id" integer,
	"cable_end" varchar(1) DEFAULT '' NOT NULL,
	"_occupied" boolean GENERATED ALWAYS AS ("cable_id" IS NOT NULL OR "mark_connected") STORED,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_consoleport_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_consoleport_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_consoleserverport" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"module_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50),
	"speed" smallint,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"mark_connected" boolean DEFAULT false NOT NULL,
	"cable_id" integer,
	"cable_end" varchar(1) DEFAULT '' NOT NULL,
	"_occupied" boolean GENERATED ALWAYS AS ("cable_id" IS NOT NULL OR "mark_connected") STORED,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_consoleserverport_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_consoleserverport_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_devicebay" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"module_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"installed_device_id" integer,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_devicebay_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_devicebay_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_frontport" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"module_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50) NOT NULL,
	"color" varchar(6) DEFAULT '' NOT NULL,
	"rear_port_id" integer NOT NULL,
	"rear_port_position" integer DEFAULT 1 NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"mark_connected" boolean DEFAULT false NOT NULL,
	"cable_id" integer,
	"cable_end" varchar(1) DEFAULT '' NOT NULL,
	"_occupied" boolean GENERATED ALWAYS AS ("cable_id" IS NOT NULL OR "mark_connected") STORED,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_frontport_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_frontport_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_inventoryitem" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"parent_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"component_type" varchar(100),
	"component_id" integer,
	"manufacturer_id" integer,
	"part_id" varchar(50) DEFAULT '' NOT NULL,
	"serial" varchar(50) DEFAULT '' NOT NULL,
	"asset_tag" varchar(50),
	"discovered" boolean DEFAULT false NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_inventoryitem_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_inventoryitem_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_macaddress" (
	"id" serial PRIMARY KEY NOT NULL,
	"mac_address" varchar(17) NOT NULL,
	"assigned_object_type" varchar(100),
	"assigned_object_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_macaddress_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_macaddress_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_module" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"module_bay_id" integer NOT NULL,
	"module_type_id" integer NOT NULL,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"serial" varchar(50) DEFAULT '' NOT NULL,
	"asset_tag" varchar(50),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_module_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_module_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_modulebay" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"module_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"position" varchar(30) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_modulebay_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_modulebay_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_moduletype" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"model" varchar(100) NOT NULL,
	"part_number" varchar(50) DEFAULT '' NOT NULL,
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
CREATE TABLE "dcim_moduletype_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_moduletype_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_powerfeed" (
	"id" serial PRIMARY KEY NOT NULL,
	"power_panel_id" integer NOT NULL,
	"rack_id" integer,
	"name" varchar(100) NOT NULL,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"type" varchar(50) DEFAULT 'primary' NOT NULL,
	"supply" varchar(50) DEFAULT 'ac' NOT NULL,
	"phase" varchar(50) DEFAULT 'single-phase' NOT NULL,
	"voltage" integer DEFAULT 120 NOT NULL,
	"amperage" integer DEFAULT 20 NOT NULL,
	"max_utilization" integer DEFAULT 80 NOT NULL,
	"mark_connected" boolean DEFAULT false NOT NULL,
	"cable_id" integer,
	"cable_end" varchar(1) DEFAULT '' NOT NULL,
	"tenant_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"_occupied" boolean GENERATED ALWAYS AS ("cable_id" IS NOT NULL OR "mark_connected") STORED,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_powerfeed_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_powerfeed_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_poweroutlet" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"module_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50),
	"color" varchar(6) DEFAULT '' NOT NULL,
	"power_port_id" integer,
	"feed_leg" varchar(50),
	"description" varchar(200) DEFAULT '' NOT NULL,
	"mark_connected" boolean DEFAULT false NOT NULL,
	"cable_id" integer,
	"cable_end" varchar(1) DEFAULT '' NOT NULL,
	"_occupied" boolean GENERATED ALWAYS AS ("cable_id" IS NOT NULL OR "mark_connected") STORED,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_poweroutlet_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_poweroutlet_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_powerpanel" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"location_id" integer,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_powerpanel_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_powerpanel_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_powerport" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"module_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50),
	"maximum_draw" integer,
	"allocated_draw" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"mark_connected" boolean DEFAULT false NOT NULL,
	"cable_id" integer,
	"cable_end" varchar(1) DEFAULT '' NOT NULL,
	"_occupied" boolean GENERATED ALWAYS AS ("cable_id" IS NOT NULL OR "mark_connected") STORED,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_powerport_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_powerport_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_rackreservation" (
	"id" serial PRIMARY KEY NOT NULL,
	"rack_id" integer NOT NULL,
	"units" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"user_id" integer NOT NULL,
	"tenant_id" integer,
	"description" varchar(200) NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_rackreservation_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_rackreservation_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_rearport" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"module_id" integer,
	"name" varchar(64) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(50) NOT NULL,
	"color" varchar(6) DEFAULT '' NOT NULL,
	"positions" integer DEFAULT 1 NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"mark_connected" boolean DEFAULT false NOT NULL,
	"cable_id" integer,
	"cable_end" varchar(1) DEFAULT '' NOT NULL,
	"_occupied" boolean GENERATED ALWAYS AS ("cable_id" IS NOT NULL OR "mark_connected") STORED,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_rearport_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_rearport_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "dcim_virtualchassis" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"domain" varchar(30) DEFAULT '' NOT NULL,
	"master_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcim_virtualchassis_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "dcim_virtualchassis_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_object_type" varchar(100),
	"parent_object_id" integer,
	"name" varchar(100) NOT NULL,
	"protocol" varchar(50) NOT NULL,
	"ports" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_service_ipaddresses" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_service_ipaddresses_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_service_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_service_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_servicetemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"protocol" varchar(50) NOT NULL,
	"ports" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_servicetemplate_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_servicetemplate_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "dcim_device" ADD COLUMN "virtual_chassis_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "module_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "primary_mac_address_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "rf_role" varchar(50);--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "rf_channel" varchar(50);--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "rf_channel_frequency" numeric(7, 2);--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "rf_channel_width" numeric(7, 3);--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "tx_power" integer;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "poe_mode" varchar(50);--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "poe_type" varchar(50);--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "cable_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "cable_end" varchar(1) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD COLUMN "_occupied" boolean GENERATED ALWAYS AS ("cable_id" IS NOT NULL OR "mark_connected") STORED;--> statement-breakpoint
ALTER TABLE "dcim_cable" ADD CONSTRAINT "dcim_cable_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_cable_tags" ADD CONSTRAINT "dcim_cable_tags_source_id_dcim_cable_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_cable"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_cable_tags" ADD CONSTRAINT "dcim_cable_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_cabletermination" ADD CONSTRAINT "dcim_cabletermination_cable_id_dcim_cable_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."dcim_cable"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleport" ADD CONSTRAINT "dcim_consoleport_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleport" ADD CONSTRAINT "dcim_consoleport_module_id_dcim_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."dcim_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleport" ADD CONSTRAINT "dcim_consoleport_cable_id_dcim_cable_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."dcim_cable"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleport_tags" ADD CONSTRAINT "dcim_consoleport_tags_source_id_dcim_consoleport_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_consoleport"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleport_tags" ADD CONSTRAINT "dcim_consoleport_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleserverport" ADD CONSTRAINT "dcim_consoleserverport_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleserverport" ADD CONSTRAINT "dcim_consoleserverport_module_id_dcim_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."dcim_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleserverport" ADD CONSTRAINT "dcim_consoleserverport_cable_id_dcim_cable_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."dcim_cable"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleserverport_tags" ADD CONSTRAINT "dcim_consoleserverport_tags_source_id_dcim_consoleserverport_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_consoleserverport"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_consoleserverport_tags" ADD CONSTRAINT "dcim_consoleserverport_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicebay" ADD CONSTRAINT "dcim_devicebay_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicebay" ADD CONSTRAINT "dcim_devicebay_module_id_dcim_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."dcim_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicebay" ADD CONSTRAINT "dcim_devicebay_installed_device_id_dcim_device_id_fk" FOREIGN KEY ("installed_device_id") REFERENCES "public"."dcim_device"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicebay_tags" ADD CONSTRAINT "dcim_devicebay_tags_source_id_dcim_devicebay_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_devicebay"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicebay_tags" ADD CONSTRAINT "dcim_devicebay_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_frontport" ADD CONSTRAINT "dcim_frontport_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_frontport" ADD CONSTRAINT "dcim_frontport_module_id_dcim_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."dcim_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_frontport" ADD CONSTRAINT "dcim_frontport_rear_port_id_dcim_rearport_id_fk" FOREIGN KEY ("rear_port_id") REFERENCES "public"."dcim_rearport"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_frontport" ADD CONSTRAINT "dcim_frontport_cable_id_dcim_cable_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."dcim_cable"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_frontport_tags" ADD CONSTRAINT "dcim_frontport_tags_source_id_dcim_frontport_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_frontport"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_frontport_tags" ADD CONSTRAINT "dcim_frontport_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitem" ADD CONSTRAINT "dcim_inventoryitem_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitem" ADD CONSTRAINT "dcim_inventoryitem_parent_id_dcim_inventoryitem_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dcim_inventoryitem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitem" ADD CONSTRAINT "dcim_inventoryitem_manufacturer_id_dcim_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."dcim_manufacturer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitem_tags" ADD CONSTRAINT "dcim_inventoryitem_tags_source_id_dcim_inventoryitem_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_inventoryitem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_inventoryitem_tags" ADD CONSTRAINT "dcim_inventoryitem_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_macaddress_tags" ADD CONSTRAINT "dcim_macaddress_tags_source_id_dcim_macaddress_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_macaddress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_macaddress_tags" ADD CONSTRAINT "dcim_macaddress_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_module" ADD CONSTRAINT "dcim_module_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_module" ADD CONSTRAINT "dcim_module_module_bay_id_dcim_modulebay_id_fk" FOREIGN KEY ("module_bay_id") REFERENCES "public"."dcim_modulebay"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_module" ADD CONSTRAINT "dcim_module_module_type_id_dcim_moduletype_id_fk" FOREIGN KEY ("module_type_id") REFERENCES "public"."dcim_moduletype"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_module_tags" ADD CONSTRAINT "dcim_module_tags_source_id_dcim_module_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_module_tags" ADD CONSTRAINT "dcim_module_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_modulebay" ADD CONSTRAINT "dcim_modulebay_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_modulebay" ADD CONSTRAINT "dcim_modulebay_module_id_dcim_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."dcim_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_modulebay_tags" ADD CONSTRAINT "dcim_modulebay_tags_source_id_dcim_modulebay_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_modulebay"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_modulebay_tags" ADD CONSTRAINT "dcim_modulebay_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_moduletype" ADD CONSTRAINT "dcim_moduletype_manufacturer_id_dcim_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."dcim_manufacturer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_moduletype_tags" ADD CONSTRAINT "dcim_moduletype_tags_source_id_dcim_moduletype_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_moduletype"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_moduletype_tags" ADD CONSTRAINT "dcim_moduletype_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerfeed" ADD CONSTRAINT "dcim_powerfeed_power_panel_id_dcim_powerpanel_id_fk" FOREIGN KEY ("power_panel_id") REFERENCES "public"."dcim_powerpanel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerfeed" ADD CONSTRAINT "dcim_powerfeed_rack_id_dcim_rack_id_fk" FOREIGN KEY ("rack_id") REFERENCES "public"."dcim_rack"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerfeed" ADD CONSTRAINT "dcim_powerfeed_cable_id_dcim_cable_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."dcim_cable"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerfeed" ADD CONSTRAINT "dcim_powerfeed_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerfeed_tags" ADD CONSTRAINT "dcim_powerfeed_tags_source_id_dcim_powerfeed_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_powerfeed"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerfeed_tags" ADD CONSTRAINT "dcim_powerfeed_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlet" ADD CONSTRAINT "dcim_poweroutlet_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlet" ADD CONSTRAINT "dcim_poweroutlet_module_id_dcim_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."dcim_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlet" ADD CONSTRAINT "dcim_poweroutlet_power_port_id_dcim_powerport_id_fk" FOREIGN KEY ("power_port_id") REFERENCES "public"."dcim_powerport"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlet" ADD CONSTRAINT "dcim_poweroutlet_cable_id_dcim_cable_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."dcim_cable"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlet_tags" ADD CONSTRAINT "dcim_poweroutlet_tags_source_id_dcim_poweroutlet_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_poweroutlet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_poweroutlet_tags" ADD CONSTRAINT "dcim_poweroutlet_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerpanel" ADD CONSTRAINT "dcim_powerpanel_site_id_dcim_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dcim_site"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerpanel" ADD CONSTRAINT "dcim_powerpanel_location_id_dcim_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."dcim_location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerpanel_tags" ADD CONSTRAINT "dcim_powerpanel_tags_source_id_dcim_powerpanel_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_powerpanel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerpanel_tags" ADD CONSTRAINT "dcim_powerpanel_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerport" ADD CONSTRAINT "dcim_powerport_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerport" ADD CONSTRAINT "dcim_powerport_module_id_dcim_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."dcim_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerport" ADD CONSTRAINT "dcim_powerport_cable_id_dcim_cable_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."dcim_cable"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerport_tags" ADD CONSTRAINT "dcim_powerport_tags_source_id_dcim_powerport_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_powerport"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_powerport_tags" ADD CONSTRAINT "dcim_powerport_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rackreservation" ADD CONSTRAINT "dcim_rackreservation_rack_id_dcim_rack_id_fk" FOREIGN KEY ("rack_id") REFERENCES "public"."dcim_rack"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rackreservation" ADD CONSTRAINT "dcim_rackreservation_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users_user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rackreservation" ADD CONSTRAINT "dcim_rackreservation_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rackreservation_tags" ADD CONSTRAINT "dcim_rackreservation_tags_source_id_dcim_rackreservation_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_rackreservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rackreservation_tags" ADD CONSTRAINT "dcim_rackreservation_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rearport" ADD CONSTRAINT "dcim_rearport_device_id_dcim_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."dcim_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rearport" ADD CONSTRAINT "dcim_rearport_module_id_dcim_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."dcim_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rearport" ADD CONSTRAINT "dcim_rearport_cable_id_dcim_cable_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."dcim_cable"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rearport_tags" ADD CONSTRAINT "dcim_rearport_tags_source_id_dcim_rearport_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_rearport"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_rearport_tags" ADD CONSTRAINT "dcim_rearport_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_virtualchassis" ADD CONSTRAINT "dcim_virtualchassis_master_id_dcim_device_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."dcim_device"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_virtualchassis_tags" ADD CONSTRAINT "dcim_virtualchassis_tags_source_id_dcim_virtualchassis_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."dcim_virtualchassis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_virtualchassis_tags" ADD CONSTRAINT "dcim_virtualchassis_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_service_ipaddresses" ADD CONSTRAINT "ipam_service_ipaddresses_source_id_ipam_service_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_service_ipaddresses" ADD CONSTRAINT "ipam_service_ipaddresses_target_id_ipam_ipaddress_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."ipam_ipaddress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_service_tags" ADD CONSTRAINT "ipam_service_tags_source_id_ipam_service_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_service_tags" ADD CONSTRAINT "ipam_service_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_servicetemplate_tags" ADD CONSTRAINT "ipam_servicetemplate_tags_source_id_ipam_servicetemplate_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_servicetemplate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_servicetemplate_tags" ADD CONSTRAINT "ipam_servicetemplate_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dcim_cable_type_idx" ON "dcim_cable" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_cable_status_idx" ON "dcim_cable" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dcim_cable_tenant_id_idx" ON "dcim_cable" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "dcim_cable_label_idx" ON "dcim_cable" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_cable_color_idx" ON "dcim_cable" USING btree ("color");--> statement-breakpoint
CREATE INDEX "dcim_cable_length_idx" ON "dcim_cable" USING btree ("length");--> statement-breakpoint
CREATE INDEX "dcim_cable_length_unit_idx" ON "dcim_cable" USING btree ("length_unit");--> statement-breakpoint
CREATE INDEX "dcim_cable_description_idx" ON "dcim_cable" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_cable_created_idx" ON "dcim_cable" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_cable_last_updated_idx" ON "dcim_cable" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_cable_cf_gin" ON "dcim_cable" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_cable_tags_target_idx" ON "dcim_cable_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_cabletermination_cable_id_idx" ON "dcim_cabletermination" USING btree ("cable_id");--> statement-breakpoint
CREATE INDEX "dcim_cabletermination_cable_end_idx" ON "dcim_cabletermination" USING btree ("cable_end");--> statement-breakpoint
CREATE INDEX "dcim_cabletermination_termination_idx" ON "dcim_cabletermination" USING btree ("termination_type","termination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_cabletermination_termination_uniq" ON "dcim_cabletermination" USING btree ("termination_type","termination_id");--> statement-breakpoint
CREATE INDEX "dcim_cabletermination_created_idx" ON "dcim_cabletermination" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_cabletermination_last_updated_idx" ON "dcim_cabletermination" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_device_id_idx" ON "dcim_consoleport" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_module_id_idx" ON "dcim_consoleport" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_name_idx" ON "dcim_consoleport" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_label_idx" ON "dcim_consoleport" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_type_idx" ON "dcim_consoleport" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_speed_idx" ON "dcim_consoleport" USING btree ("speed");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_description_idx" ON "dcim_consoleport" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_cable_id_idx" ON "dcim_consoleport" USING btree ("cable_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_cable_end_idx" ON "dcim_consoleport" USING btree ("cable_end");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_consoleport_device_name_uniq" ON "dcim_consoleport" USING btree ("device_id","name");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_created_idx" ON "dcim_consoleport" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_last_updated_idx" ON "dcim_consoleport" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_consoleport_cf_gin" ON "dcim_consoleport" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_consoleport_tags_target_idx" ON "dcim_consoleport_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_device_id_idx" ON "dcim_consoleserverport" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_module_id_idx" ON "dcim_consoleserverport" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_name_idx" ON "dcim_consoleserverport" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_label_idx" ON "dcim_consoleserverport" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_type_idx" ON "dcim_consoleserverport" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_speed_idx" ON "dcim_consoleserverport" USING btree ("speed");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_description_idx" ON "dcim_consoleserverport" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_cable_id_idx" ON "dcim_consoleserverport" USING btree ("cable_id");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_cable_end_idx" ON "dcim_consoleserverport" USING btree ("cable_end");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_consoleserverport_device_name_uniq" ON "dcim_consoleserverport" USING btree ("device_id","name");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_created_idx" ON "dcim_consoleserverport" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_last_updated_idx" ON "dcim_consoleserverport" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_cf_gin" ON "dcim_consoleserverport" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_consoleserverport_tags_target_idx" ON "dcim_consoleserverport_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_devicebay_device_id_idx" ON "dcim_devicebay" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dcim_devicebay_module_id_idx" ON "dcim_devicebay" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "dcim_devicebay_name_idx" ON "dcim_devicebay" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_devicebay_label_idx" ON "dcim_devicebay" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_devicebay_description_idx" ON "dcim_devicebay" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_devicebay_installed_device_key" ON "dcim_devicebay" USING btree ("installed_device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_devicebay_device_name_uniq" ON "dcim_devicebay" USING btree ("device_id","name");--> statement-breakpoint
CREATE INDEX "dcim_devicebay_created_idx" ON "dcim_devicebay" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_devicebay_last_updated_idx" ON "dcim_devicebay" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_devicebay_cf_gin" ON "dcim_devicebay" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_devicebay_tags_target_idx" ON "dcim_devicebay_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_frontport_device_id_idx" ON "dcim_frontport" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dcim_frontport_module_id_idx" ON "dcim_frontport" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "dcim_frontport_name_idx" ON "dcim_frontport" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_frontport_label_idx" ON "dcim_frontport" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_frontport_type_idx" ON "dcim_frontport" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_frontport_color_idx" ON "dcim_frontport" USING btree ("color");--> statement-breakpoint
CREATE INDEX "dcim_frontport_rear_port_id_idx" ON "dcim_frontport" USING btree ("rear_port_id");--> statement-breakpoint
CREATE INDEX "dcim_frontport_rear_port_position_idx" ON "dcim_frontport" USING btree ("rear_port_position");--> statement-breakpoint
CREATE INDEX "dcim_frontport_description_idx" ON "dcim_frontport" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_frontport_cable_id_idx" ON "dcim_frontport" USING btree ("cable_id");--> statement-breakpoint
CREATE INDEX "dcim_frontport_cable_end_idx" ON "dcim_frontport" USING btree ("cable_end");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_frontport_device_name_uniq" ON "dcim_frontport" USING btree ("device_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_frontport_rear_port_rear_port_position_uniq" ON "dcim_frontport" USING btree ("rear_port_id","rear_port_position");--> statement-breakpoint
CREATE INDEX "dcim_frontport_created_idx" ON "dcim_frontport" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_frontport_last_updated_idx" ON "dcim_frontport" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_frontport_cf_gin" ON "dcim_frontport" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_frontport_tags_target_idx" ON "dcim_frontport_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_device_id_idx" ON "dcim_inventoryitem" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_parent_id_idx" ON "dcim_inventoryitem" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_name_idx" ON "dcim_inventoryitem" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_label_idx" ON "dcim_inventoryitem" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_status_idx" ON "dcim_inventoryitem" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_component_idx" ON "dcim_inventoryitem" USING btree ("component_type","component_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_manufacturer_id_idx" ON "dcim_inventoryitem" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_part_id_idx" ON "dcim_inventoryitem" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_serial_idx" ON "dcim_inventoryitem" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_inventoryitem_asset_tag_key" ON "dcim_inventoryitem" USING btree ("asset_tag");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_description_idx" ON "dcim_inventoryitem" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_inventoryitem_device_parent_name_uniq" ON "dcim_inventoryitem" USING btree ("device_id","parent_id","name");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_created_idx" ON "dcim_inventoryitem" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_last_updated_idx" ON "dcim_inventoryitem" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_cf_gin" ON "dcim_inventoryitem" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_inventoryitem_tags_target_idx" ON "dcim_inventoryitem_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_macaddress_mac_address_idx" ON "dcim_macaddress" USING btree ("mac_address");--> statement-breakpoint
CREATE INDEX "dcim_macaddress_assigned_object_idx" ON "dcim_macaddress" USING btree ("assigned_object_type","assigned_object_id");--> statement-breakpoint
CREATE INDEX "dcim_macaddress_description_idx" ON "dcim_macaddress" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_macaddress_created_idx" ON "dcim_macaddress" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_macaddress_last_updated_idx" ON "dcim_macaddress" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_macaddress_cf_gin" ON "dcim_macaddress" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_macaddress_tags_target_idx" ON "dcim_macaddress_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_module_device_id_idx" ON "dcim_module" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_module_module_bay_key" ON "dcim_module" USING btree ("module_bay_id");--> statement-breakpoint
CREATE INDEX "dcim_module_module_type_id_idx" ON "dcim_module" USING btree ("module_type_id");--> statement-breakpoint
CREATE INDEX "dcim_module_status_idx" ON "dcim_module" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dcim_module_serial_idx" ON "dcim_module" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_module_asset_tag_key" ON "dcim_module" USING btree ("asset_tag");--> statement-breakpoint
CREATE INDEX "dcim_module_description_idx" ON "dcim_module" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_module_created_idx" ON "dcim_module" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_module_last_updated_idx" ON "dcim_module" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_module_cf_gin" ON "dcim_module" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_module_tags_target_idx" ON "dcim_module_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_modulebay_device_id_idx" ON "dcim_modulebay" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dcim_modulebay_module_id_idx" ON "dcim_modulebay" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "dcim_modulebay_name_idx" ON "dcim_modulebay" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_modulebay_label_idx" ON "dcim_modulebay" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_modulebay_position_idx" ON "dcim_modulebay" USING btree ("position");--> statement-breakpoint
CREATE INDEX "dcim_modulebay_description_idx" ON "dcim_modulebay" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_modulebay_device_name_uniq" ON "dcim_modulebay" USING btree ("device_id","name");--> statement-breakpoint
CREATE INDEX "dcim_modulebay_created_idx" ON "dcim_modulebay" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_modulebay_last_updated_idx" ON "dcim_modulebay" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_modulebay_cf_gin" ON "dcim_modulebay" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_modulebay_tags_target_idx" ON "dcim_modulebay_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_moduletype_manufacturer_id_idx" ON "dcim_moduletype" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "dcim_moduletype_model_idx" ON "dcim_moduletype" USING btree ("model");--> statement-breakpoint
CREATE INDEX "dcim_moduletype_part_number_idx" ON "dcim_moduletype" USING btree ("part_number");--> statement-breakpoint
CREATE INDEX "dcim_moduletype_airflow_idx" ON "dcim_moduletype" USING btree ("airflow");--> statement-breakpoint
CREATE INDEX "dcim_moduletype_weight_idx" ON "dcim_moduletype" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "dcim_moduletype_weight_unit_idx" ON "dcim_moduletype" USING btree ("weight_unit");--> statement-breakpoint
CREATE INDEX "dcim_moduletype_description_idx" ON "dcim_moduletype" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_moduletype_manufacturer_model_uniq" ON "dcim_moduletype" USING btree ("manufacturer_id","model");--> statement-breakpoint
CREATE INDEX "dcim_moduletype_created_idx" ON "dcim_moduletype" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_moduletype_last_updated_idx" ON "dcim_moduletype" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_moduletype_cf_gin" ON "dcim_moduletype" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_moduletype_tags_target_idx" ON "dcim_moduletype_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_power_panel_id_idx" ON "dcim_powerfeed" USING btree ("power_panel_id");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_rack_id_idx" ON "dcim_powerfeed" USING btree ("rack_id");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_name_idx" ON "dcim_powerfeed" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_status_idx" ON "dcim_powerfeed" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_type_idx" ON "dcim_powerfeed" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_supply_idx" ON "dcim_powerfeed" USING btree ("supply");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_phase_idx" ON "dcim_powerfeed" USING btree ("phase");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_voltage_idx" ON "dcim_powerfeed" USING btree ("voltage");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_amperage_idx" ON "dcim_powerfeed" USING btree ("amperage");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_max_utilization_idx" ON "dcim_powerfeed" USING btree ("max_utilization");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_cable_id_idx" ON "dcim_powerfeed" USING btree ("cable_id");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_cable_end_idx" ON "dcim_powerfeed" USING btree ("cable_end");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_tenant_id_idx" ON "dcim_powerfeed" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_description_idx" ON "dcim_powerfeed" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_powerfeed_power_panel_name_uniq" ON "dcim_powerfeed" USING btree ("power_panel_id","name");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_created_idx" ON "dcim_powerfeed" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_last_updated_idx" ON "dcim_powerfeed" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_cf_gin" ON "dcim_powerfeed" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_powerfeed_tags_target_idx" ON "dcim_powerfeed_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_device_id_idx" ON "dcim_poweroutlet" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_module_id_idx" ON "dcim_poweroutlet" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_name_idx" ON "dcim_poweroutlet" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_label_idx" ON "dcim_poweroutlet" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_type_idx" ON "dcim_poweroutlet" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_color_idx" ON "dcim_poweroutlet" USING btree ("color");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_power_port_id_idx" ON "dcim_poweroutlet" USING btree ("power_port_id");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_feed_leg_idx" ON "dcim_poweroutlet" USING btree ("feed_leg");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_description_idx" ON "dcim_poweroutlet" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_cable_id_idx" ON "dcim_poweroutlet" USING btree ("cable_id");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_cable_end_idx" ON "dcim_poweroutlet" USING btree ("cable_end");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_poweroutlet_device_name_uniq" ON "dcim_poweroutlet" USING btree ("device_id","name");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_created_idx" ON "dcim_poweroutlet" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_last_updated_idx" ON "dcim_poweroutlet" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_cf_gin" ON "dcim_poweroutlet" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_poweroutlet_tags_target_idx" ON "dcim_poweroutlet_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_powerpanel_site_id_idx" ON "dcim_powerpanel" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "dcim_powerpanel_location_id_idx" ON "dcim_powerpanel" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "dcim_powerpanel_name_idx" ON "dcim_powerpanel" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_powerpanel_description_idx" ON "dcim_powerpanel" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_powerpanel_site_name_uniq" ON "dcim_powerpanel" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "dcim_powerpanel_created_idx" ON "dcim_powerpanel" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_powerpanel_last_updated_idx" ON "dcim_powerpanel" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_powerpanel_cf_gin" ON "dcim_powerpanel" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_powerpanel_tags_target_idx" ON "dcim_powerpanel_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_powerport_device_id_idx" ON "dcim_powerport" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dcim_powerport_module_id_idx" ON "dcim_powerport" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "dcim_powerport_name_idx" ON "dcim_powerport" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_powerport_label_idx" ON "dcim_powerport" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_powerport_type_idx" ON "dcim_powerport" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_powerport_maximum_draw_idx" ON "dcim_powerport" USING btree ("maximum_draw");--> statement-breakpoint
CREATE INDEX "dcim_powerport_allocated_draw_idx" ON "dcim_powerport" USING btree ("allocated_draw");--> statement-breakpoint
CREATE INDEX "dcim_powerport_description_idx" ON "dcim_powerport" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_powerport_cable_id_idx" ON "dcim_powerport" USING btree ("cable_id");--> statement-breakpoint
CREATE INDEX "dcim_powerport_cable_end_idx" ON "dcim_powerport" USING btree ("cable_end");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_powerport_device_name_uniq" ON "dcim_powerport" USING btree ("device_id","name");--> statement-breakpoint
CREATE INDEX "dcim_powerport_created_idx" ON "dcim_powerport" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_powerport_last_updated_idx" ON "dcim_powerport" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_powerport_cf_gin" ON "dcim_powerport" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_powerport_tags_target_idx" ON "dcim_powerport_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_rackreservation_rack_id_idx" ON "dcim_rackreservation" USING btree ("rack_id");--> statement-breakpoint
CREATE INDEX "dcim_rackreservation_user_id_idx" ON "dcim_rackreservation" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dcim_rackreservation_tenant_id_idx" ON "dcim_rackreservation" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "dcim_rackreservation_description_idx" ON "dcim_rackreservation" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_rackreservation_created_idx" ON "dcim_rackreservation" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_rackreservation_last_updated_idx" ON "dcim_rackreservation" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_rackreservation_cf_gin" ON "dcim_rackreservation" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_rackreservation_tags_target_idx" ON "dcim_rackreservation_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_rearport_device_id_idx" ON "dcim_rearport" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dcim_rearport_module_id_idx" ON "dcim_rearport" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "dcim_rearport_name_idx" ON "dcim_rearport" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_rearport_label_idx" ON "dcim_rearport" USING btree ("label");--> statement-breakpoint
CREATE INDEX "dcim_rearport_type_idx" ON "dcim_rearport" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dcim_rearport_color_idx" ON "dcim_rearport" USING btree ("color");--> statement-breakpoint
CREATE INDEX "dcim_rearport_positions_idx" ON "dcim_rearport" USING btree ("positions");--> statement-breakpoint
CREATE INDEX "dcim_rearport_description_idx" ON "dcim_rearport" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_rearport_cable_id_idx" ON "dcim_rearport" USING btree ("cable_id");--> statement-breakpoint
CREATE INDEX "dcim_rearport_cable_end_idx" ON "dcim_rearport" USING btree ("cable_end");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_rearport_device_name_uniq" ON "dcim_rearport" USING btree ("device_id","name");--> statement-breakpoint
CREATE INDEX "dcim_rearport_created_idx" ON "dcim_rearport" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_rearport_last_updated_idx" ON "dcim_rearport" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_rearport_cf_gin" ON "dcim_rearport" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_rearport_tags_target_idx" ON "dcim_rearport_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "dcim_virtualchassis_name_idx" ON "dcim_virtualchassis" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dcim_virtualchassis_domain_idx" ON "dcim_virtualchassis" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "dcim_virtualchassis_master_id_idx" ON "dcim_virtualchassis" USING btree ("master_id");--> statement-breakpoint
CREATE INDEX "dcim_virtualchassis_description_idx" ON "dcim_virtualchassis" USING btree ("description");--> statement-breakpoint
CREATE INDEX "dcim_virtualchassis_created_idx" ON "dcim_virtualchassis" USING btree ("created");--> statement-breakpoint
CREATE INDEX "dcim_virtualchassis_last_updated_idx" ON "dcim_virtualchassis" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "dcim_virtualchassis_cf_gin" ON "dcim_virtualchassis" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "dcim_virtualchassis_tags_target_idx" ON "dcim_virtualchassis_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "ipam_service_parent_idx" ON "ipam_service" USING btree ("parent_object_type","parent_object_id");--> statement-breakpoint
CREATE INDEX "ipam_service_name_idx" ON "ipam_service" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ipam_service_protocol_idx" ON "ipam_service" USING btree ("protocol");--> statement-breakpoint
CREATE INDEX "ipam_service_description_idx" ON "ipam_service" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_service_created_idx" ON "ipam_service" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_service_last_updated_idx" ON "ipam_service" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_service_cf_gin" ON "ipam_service" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_service_ipaddresses_target_idx" ON "ipam_service_ipaddresses" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "ipam_service_tags_target_idx" ON "ipam_service_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_servicetemplate_name_key" ON "ipam_servicetemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ipam_servicetemplate_protocol_idx" ON "ipam_servicetemplate" USING btree ("protocol");--> statement-breakpoint
CREATE INDEX "ipam_servicetemplate_description_idx" ON "ipam_servicetemplate" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_servicetemplate_created_idx" ON "ipam_servicetemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "ipam_servicetemplate_last_updated_idx" ON "ipam_servicetemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "ipam_servicetemplate_cf_gin" ON "ipam_servicetemplate" USING gin ("custom_field_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ipam_servicetemplate_tags_target_idx" ON "ipam_servicetemplate_tags" USING btree ("target_id");--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_virtual_chassis_id_dcim_virtualchassis_id_fk" FOREIGN KEY ("virtual_chassis_id") REFERENCES "public"."dcim_virtualchassis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_module_id_dcim_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."dcim_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_primary_mac_address_id_dcim_macaddress_id_fk" FOREIGN KEY ("primary_mac_address_id") REFERENCES "public"."dcim_macaddress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_interface" ADD CONSTRAINT "dcim_interface_cable_id_dcim_cable_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."dcim_cable"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dcim_device_virtual_chassis_id_idx" ON "dcim_device" USING btree ("virtual_chassis_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcim_device_virtual_chassis_vc_position_uniq" ON "dcim_device" USING btree ("virtual_chassis_id","vc_position");--> statement-breakpoint
CREATE INDEX "dcim_interface_module_id_idx" ON "dcim_interface" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_primary_mac_address_id_idx" ON "dcim_interface" USING btree ("primary_mac_address_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_rf_role_idx" ON "dcim_interface" USING btree ("rf_role");--> statement-breakpoint
CREATE INDEX "dcim_interface_rf_channel_idx" ON "dcim_interface" USING btree ("rf_channel");--> statement-breakpoint
CREATE INDEX "dcim_interface_rf_channel_frequency_idx" ON "dcim_interface" USING btree ("rf_channel_frequency");--> statement-breakpoint
CREATE INDEX "dcim_interface_rf_channel_width_idx" ON "dcim_interface" USING btree ("rf_channel_width");--> statement-breakpoint
CREATE INDEX "dcim_interface_tx_power_idx" ON "dcim_interface" USING btree ("tx_power");--> statement-breakpoint
CREATE INDEX "dcim_interface_poe_mode_idx" ON "dcim_interface" USING btree ("poe_mode");--> statement-breakpoint
CREATE INDEX "dcim_interface_poe_type_idx" ON "dcim_interface" USING btree ("poe_type");--> statement-breakpoint
CREATE INDEX "dcim_interface_cable_id_idx" ON "dcim_interface" USING btree ("cable_id");--> statement-breakpoint
CREATE INDEX "dcim_interface_cable_end_idx" ON "dcim_interface" USING btree ("cable_end");