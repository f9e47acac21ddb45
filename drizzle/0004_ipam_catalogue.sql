CREATE TABLE "circuits_provideraccount" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"account" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuits_provideraccount_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_provideraccount_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "circuits_providernetwork" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"service_id" varchar(100) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuits_providernetwork_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "circuits_providernetwork_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_exporttemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"template_code" text NOT NULL,
	"mime_type" varchar(50) DEFAULT '' NOT NULL,
	"file_extension" varchar(15) DEFAULT '' NOT NULL,
	"as_attachment" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_journalentry" (
	"id" serial PRIMARY KEY NOT NULL,
	"assigned_object_type" varchar(100),
	"assigned_object_id" integer,
	"created_by_id" integer,
	"kind" varchar(50) DEFAULT 'info' NOT NULL,
	"comments" text NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_journalentry_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_journalentry_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_savedfilter" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"user_id" integer,
	"weight" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"shared" boolean DEFAULT true NOT NULL,
	"parameters" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_aggregate" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" smallint GENERATED ALWAYS AS (family("prefix")) STORED,
	"prefix" "cidr" NOT NULL,
	"rir_id" integer NOT NULL,
	"tenant_id" integer,
	"date_added" date,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_aggregate_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_aggregate_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_asn" (
	"id" serial PRIMARY KEY NOT NULL,
	"asn" bigint NOT NULL,
	"rir_id" integer NOT NULL,
	"tenant_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_asn_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_asn_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_asnrange" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"rir_id" integer NOT NULL,
	"start" bigint NOT NULL,
	"end" bigint NOT NULL,
	"tenant_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_asnrange_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_asnrange_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_fhrpgroup" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"protocol" varchar(50) NOT NULL,
	"group_id" integer NOT NULL,
	"auth_type" varchar(50),
	"auth_key" varchar(255) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_fhrpgroup_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_fhrpgroup_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_fhrpgroupassignment" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"interface_type" varchar(100),
	"interface_id" integer,
	"priority" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_iprange" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" smallint GENERATED ALWAYS AS (family("start_address")) STORED,
	"start_address" "inet" NOT NULL,
	"end_address" "inet" NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"vrf_id" integer,
	"tenant_id" integer,
	"status" varchar(50) DEFAULT 'active' NOT NULL,
	"role_id" integer,
	"mark_populated" boolean DEFAULT false NOT NULL,
	"mark_utilized" boolean DEFAULT false NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_iprange_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_iprange_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_rir" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_rir_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_rir_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_routetarget" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(21) NOT NULL,
	"tenant_id" integer,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipam_routetarget_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_routetarget_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_vrf_export_targets" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_vrf_export_targets_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ipam_vrf_import_targets" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "ipam_vrf_import_targets_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "tenancy_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer,
	"name" varchar(100) NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(50) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"link" varchar(200) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_contact_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "tenancy_contact_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "tenancy_contactassignment" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_type" varchar(100),
	"object_id" integer,
	"contact_id" integer NOT NULL,
	"role_id" integer,
	"priority" varchar(50),
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_contactassignment_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "tenancy_contactassignment_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "tenancy_contactgroup" (
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
CREATE TABLE "tenancy_contactgroup_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "tenancy_contactgroup_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "tenancy_contactrole" (
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
CREATE TABLE "tenancy_contactrole_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "tenancy_contactrole_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "circuits_circuit" ADD COLUMN "provider_account_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_device" ADD COLUMN "primary_ip_id" integer GENERATED ALWAYS AS (coalesce("primary_ip6_id", "primary_ip4_id")) STORED;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine" ADD COLUMN "primary_ip_id" integer GENERATED ALWAYS AS (coalesce("primary_ip6_id", "primary_ip4_id")) STORED;--> statement-breakpoint
ALTER TABLE "circuits_provideraccount" ADD CONSTRAINT "circuits_provideraccount_provider_id_circuits_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."circuits_provider"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_provideraccount_tags" ADD CONSTRAINT "circuits_provideraccount_tags_source_id_circuits_provideraccount_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_provideraccount"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_provideraccount_tags" ADD CONSTRAINT "circuits_provideraccount_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_providernetwork" ADD CONSTRAINT "circuits_providernetwork_provider_id_circuits_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."circuits_provider"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_providernetwork_tags" ADD CONSTRAINT "circuits_providernetwork_tags_source_id_circuits_providernetwork_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."circuits_providernetwork"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits_providernetwork_tags" ADD CONSTRAINT "circuits_providernetwork_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_journalentry" ADD CONSTRAINT "extras_journalentry_created_by_id_users_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_journalentry_tags" ADD CONSTRAINT "extras_journalentry_tags_source_id_extras_journalentry_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_journalentry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_journalentry_tags" ADD CONSTRAINT "extras_journalentry_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_savedfilter" ADD CONSTRAINT "extras_savedfilter_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_aggregate" ADD CONSTRAINT "ipam_aggregate_rir_id_ipam_rir_id_fk" FOREIGN KEY ("rir_id") REFERENCES "public"."ipam_rir"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_aggregate" ADD CONSTRAINT "ipam_aggregate_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_aggregate_tags" ADD CONSTRAINT "ipam_aggregate_tags_source_id_ipam_aggregate_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_aggregate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_aggregate_tags" ADD CONSTRAINT "ipam_aggregate_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_asn" ADD CONSTRAINT "ipam_asn_rir_id_ipam_rir_id_fk" FOREIGN KEY ("rir_id") REFERENCES "public"."ipam_rir"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_asn" ADD CONSTRAINT "ipam_asn_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_asn_tags" ADD CONSTRAINT "ipam_asn_tags_source_id_ipam_asn_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_asn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_asn_tags" ADD CONSTRAINT "ipam_asn_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_asnrange" ADD CONSTRAINT "ipam_asnrange_rir_id_ipam_rir_id_fk" FOREIGN KEY ("rir_id") REFERENCES "public"."ipam_rir"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_asnrange" ADD CONSTRAINT "ipam_asnrange_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_asnrange_tags" ADD CONSTRAINT "ipam_asnrange_tags_source_id_ipam_asnrange_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_asnrange"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_asnrange_tags" ADD CONSTRAINT "ipam_asnrange_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_fhrpgroup_tags" ADD CONSTRAINT "ipam_fhrpgroup_tags_source_id_ipam_fhrpgroup_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_fhrpgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_fhrpgroup_tags" ADD CONSTRAINT "ipam_fhrpgroup_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_fhrpgroupassignment" ADD CONSTRAINT "ipam_fhrpgroupassignment_group_id_ipam_fhrpgroup_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ipam_fhrpgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_iprange" ADD CONSTRAINT "ipam_iprange_vrf_id_ipam_vrf_id_fk" FOREIGN KEY ("vrf_id") REFERENCES "public"."ipam_vrf"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_iprange" ADD CONSTRAINT "ipam_iprange_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_iprange" ADD CONSTRAINT "ipam_iprange_role_id_ipam_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."ipam_role"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_iprange_tags" ADD CONSTRAINT "ipam_iprange_tags_source_id_ipam_iprange_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_iprange"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_iprange_tags" ADD CONSTRAINT "ipam_iprange_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_rir_tags" ADD CONSTRAINT "ipam_rir_tags_source_id_ipam_rir_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_rir"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_rir_tags" ADD CONSTRAINT "ipam_rir_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_routetarget" ADD CONSTRAINT "ipam_routetarget_tenant_id_tenancy_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenancy_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_routetarget_tags" ADD CONSTRAINT "ipam_routetarget_tags_source_id_ipam_routetarget_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_routetarget"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_routetarget_tags" ADD CONSTRAINT "ipam_routetarget_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vrf_export_targets" ADD CONSTRAINT "ipam_vrf_export_targets_source_id_ipam_vrf_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_vrf"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vrf_export_targets" ADD CONSTRAINT "ipam_vrf_export_targets_target_id_ipam_routetarget_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."ipam_routetarget"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vrf_import_targets" ADD CONSTRAINT "ipam_vrf_import_targets_source_id_ipam_vrf_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ipam_vrf"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipam_vrf_import_targets" ADD CONSTRAINT "ipam_vrf_import_targets_target_id_ipam_routetarget_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."ipam_routetarget"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contact" ADD CONSTRAINT "tenancy_contact_group_id_tenancy_contactgroup_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tenancy_contactgroup"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contact_tags" ADD CONSTRAINT "tenancy_contact_tags_source_id_tenancy_contact_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."tenancy_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contact_tags" ADD CONSTRAINT "tenancy_contact_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contactassignment" ADD CONSTRAINT "tenancy_contactassignment_contact_id_tenancy_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."tenancy_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contactassignment" ADD CONSTRAINT "tenancy_contactassignment_role_id_tenancy_contactrole_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."tenancy_contactrole"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contactassignment_tags" ADD CONSTRAINT "tenancy_contactassignment_tags_source_id_tenancy_contactassignment_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."tenancy_contactassignment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contactassignment_tags" ADD CONSTRAINT "tenancy_contactassignment_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contactgroup" ADD CONSTRAINT "tenancy_contactgroup_parent_id_tenancy_contactgroup_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenancy_contactgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contactgroup_tags" ADD CONSTRAINT "tenancy_contactgroup_tags_source_id_tenancy_contactgroup_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."tenancy_contactgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contactgroup_tags" ADD CONSTRAINT "tenancy_contactgroup_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contactrole_tags" ADD CONSTRAINT "tenancy_contactrole_tags_source_id_tenancy_contactrole_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."tenancy_contactrole"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contactrole_tags" ADD CONSTRAINT "tenancy_contactrole_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circuits_provideraccount_provider_id_idx" ON "circuits_provideraccount" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "circuits_provideraccount_name_idx" ON "circuits_provideraccount" USING btree ("name");--> statement-breakpoint
CREATE INDEX "circuits_provideraccount_account_idx" ON "circuits_provideraccount" USING btree ("account");--> statement-breakpoint
CREATE INDEX "circuits_provideraccount_description_idx" ON "circuits_provideraccount" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_provideraccount_provider_account_uniq" ON "circuits_provideraccount" USING btree ("provider_id","account");--> statement-breakpoint
CREATE INDEX "circuits_provideraccount_tags_target_idx" ON "circuits_provideraccount_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "circuits_providernetwork_provider_id_idx" ON "circuits_providernetwork" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "circuits_providernetwork_name_idx" ON "circuits_providernetwork" USING btree ("name");--> statement-breakpoint
CREATE INDEX "circuits_providernetwork_service_id_idx" ON "circuits_providernetwork" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "circuits_providernetwork_description_idx" ON "circuits_providernetwork" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_providernetwork_provider_name_uniq" ON "circuits_providernetwork" USING btree ("provider_id","name");--> statement-breakpoint
CREATE INDEX "circuits_providernetwork_tags_target_idx" ON "circuits_providernetwork_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_exporttemplate_name_idx" ON "extras_exporttemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_exporttemplate_description_idx" ON "extras_exporttemplate" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_exporttemplate_mime_type_idx" ON "extras_exporttemplate" USING btree ("mime_type");--> statement-breakpoint
CREATE INDEX "extras_exporttemplate_file_extension_idx" ON "extras_exporttemplate" USING btree ("file_extension");--> statement-breakpoint
CREATE INDEX "extras_journalentry_assigned_object_idx" ON "extras_journalentry" USING btree ("assigned_object_type","assigned_object_id");--> statement-breakpoint
CREATE INDEX "extras_journalentry_created_by_id_idx" ON "extras_journalentry" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "extras_journalentry_kind_idx" ON "extras_journalentry" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "extras_journalentry_tags_target_idx" ON "extras_journalentry_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_savedfilter_name_key" ON "extras_savedfilter" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_savedfilter_slug_key" ON "extras_savedfilter" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "extras_savedfilter_description_idx" ON "extras_savedfilter" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_savedfilter_user_id_idx" ON "extras_savedfilter" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "extras_savedfilter_weight_idx" ON "extras_savedfilter" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "ipam_aggregate_prefix_idx" ON "ipam_aggregate" USING btree ("prefix");--> statement-breakpoint
CREATE INDEX "ipam_aggregate_rir_id_idx" ON "ipam_aggregate" USING btree ("rir_id");--> statement-breakpoint
CREATE INDEX "ipam_aggregate_tenant_id_idx" ON "ipam_aggregate" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "ipam_aggregate_date_added_idx" ON "ipam_aggregate" USING btree ("date_added");--> statement-breakpoint
CREATE INDEX "ipam_aggregate_description_idx" ON "ipam_aggregate" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_aggregate_tags_target_idx" ON "ipam_aggregate_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_asn_asn_key" ON "ipam_asn" USING btree ("asn");--> statement-breakpoint
CREATE INDEX "ipam_asn_rir_id_idx" ON "ipam_asn" USING btree ("rir_id");--> statement-breakpoint
CREATE INDEX "ipam_asn_tenant_id_idx" ON "ipam_asn" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "ipam_asn_description_idx" ON "ipam_asn" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_asn_tags_target_idx" ON "ipam_asn_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_asnrange_name_key" ON "ipam_asnrange" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_asnrange_slug_key" ON "ipam_asnrange" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ipam_asnrange_rir_id_idx" ON "ipam_asnrange" USING btree ("rir_id");--> statement-breakpoint
CREATE INDEX "ipam_asnrange_start_idx" ON "ipam_asnrange" USING btree ("start");--> statement-breakpoint
CREATE INDEX "ipam_asnrange_end_idx" ON "ipam_asnrange" USING btree ("end");--> statement-breakpoint
CREATE INDEX "ipam_asnrange_tenant_id_idx" ON "ipam_asnrange" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "ipam_asnrange_description_idx" ON "ipam_asnrange" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_asnrange_tags_target_idx" ON "ipam_asnrange_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroup_name_idx" ON "ipam_fhrpgroup" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroup_protocol_idx" ON "ipam_fhrpgroup" USING btree ("protocol");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroup_group_id_idx" ON "ipam_fhrpgroup" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroup_auth_type_idx" ON "ipam_fhrpgroup" USING btree ("auth_type");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroup_auth_key_idx" ON "ipam_fhrpgroup" USING btree ("auth_key");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroup_description_idx" ON "ipam_fhrpgroup" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroup_tags_target_idx" ON "ipam_fhrpgroup_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroupassignment_group_id_idx" ON "ipam_fhrpgroupassignment" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroupassignment_interface_idx" ON "ipam_fhrpgroupassignment" USING btree ("interface_type","interface_id");--> statement-breakpoint
CREATE INDEX "ipam_fhrpgroupassignment_priority_idx" ON "ipam_fhrpgroupassignment" USING btree ("priority");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_fhrpgroupassignment_interface_group_uniq" ON "ipam_fhrpgroupassignment" USING btree ("interface_type","interface_id","group_id");--> statement-breakpoint
CREATE INDEX "ipam_iprange_start_address_idx" ON "ipam_iprange" USING btree ("start_address");--> statement-breakpoint
CREATE INDEX "ipam_iprange_end_address_idx" ON "ipam_iprange" USING btree ("end_address");--> statement-breakpoint
CREATE INDEX "ipam_iprange_size_idx" ON "ipam_iprange" USING btree ("size");--> statement-breakpoint
CREATE INDEX "ipam_iprange_vrf_id_idx" ON "ipam_iprange" USING btree ("vrf_id");--> statement-breakpoint
CREATE INDEX "ipam_iprange_tenant_id_idx" ON "ipam_iprange" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "ipam_iprange_status_idx" ON "ipam_iprange" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ipam_iprange_role_id_idx" ON "ipam_iprange" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "ipam_iprange_description_idx" ON "ipam_iprange" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_iprange_tags_target_idx" ON "ipam_iprange_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_rir_name_key" ON "ipam_rir" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_rir_slug_key" ON "ipam_rir" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ipam_rir_description_idx" ON "ipam_rir" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_rir_tags_target_idx" ON "ipam_rir_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_routetarget_name_key" ON "ipam_routetarget" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ipam_routetarget_tenant_id_idx" ON "ipam_routetarget" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "ipam_routetarget_description_idx" ON "ipam_routetarget" USING btree ("description");--> statement-breakpoint
CREATE INDEX "ipam_routetarget_tags_target_idx" ON "ipam_routetarget_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "ipam_vrf_export_targets_target_idx" ON "ipam_vrf_export_targets" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "ipam_vrf_import_targets_target_idx" ON "ipam_vrf_import_targets" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "tenancy_contact_group_id_idx" ON "tenancy_contact" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "tenancy_contact_name_idx" ON "tenancy_contact" USING btree ("name");--> statement-breakpoint
CREATE INDEX "tenancy_contact_title_idx" ON "tenancy_contact" USING btree ("title");--> statement-breakpoint
CREATE INDEX "tenancy_contact_phone_idx" ON "tenancy_contact" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "tenancy_contact_email_idx" ON "tenancy_contact" USING btree ("email");--> statement-breakpoint
CREATE INDEX "tenancy_contact_address_idx" ON "tenancy_contact" USING btree ("address");--> statement-breakpoint
CREATE INDEX "tenancy_contact_link_idx" ON "tenancy_contact" USING btree ("link");--> statement-breakpoint
CREATE INDEX "tenancy_contact_description_idx" ON "tenancy_contact" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_contact_group_name_uniq" ON "tenancy_contact" USING btree ("group_id","name");--> statement-breakpoint
CREATE INDEX "tenancy_contact_tags_target_idx" ON "tenancy_contact_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "tenancy_contactassignment_object_idx" ON "tenancy_contactassignment" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "tenancy_contactassignment_contact_id_idx" ON "tenancy_contactassignment" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "tenancy_contactassignment_role_id_idx" ON "tenancy_contactassignment" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "tenancy_contactassignment_priority_idx" ON "tenancy_contactassignment" USING btree ("priority");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_contactassignment_object_contact_role_uniq" ON "tenancy_contactassignment" USING btree ("object_type","object_id","contact_id","role_id");--> statement-breakpoint
CREATE INDEX "tenancy_contactassignment_tags_target_idx" ON "tenancy_contactassignment_tags" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "tenancy_contactgroup_name_idx" ON "tenancy_contactgroup" USING btree ("name");--> statement-breakpoint
CREATE INDEX "tenancy_contactgroup_slug_idx" ON "tenancy_contactgroup" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tenancy_contactgroup_parent_id_idx" ON "tenancy_contactgroup" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "tenancy_contactgroup_description_idx" ON "tenancy_contactgroup" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_contactgroup_parent_name_uniq" ON "tenancy_contactgroup" USING btree ("parent_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_contactgroup_parent_slug_uniq" ON "tenancy_contactgroup" USING btree ("parent_id","slug");--> statement-breakpoint
CREATE INDEX "tenancy_contactgroup_tags_target_idx" ON "tenancy_contactgroup_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_contactrole_name_key" ON "tenancy_contactrole" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_contactrole_slug_key" ON "tenancy_contactrole" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tenancy_contactrole_description_idx" ON "tenancy_contactrole" USING btree ("description");--> statement-breakpoint
CREATE INDEX "tenancy_contactrole_tags_target_idx" ON "tenancy_contactrole_tags" USING btree ("target_id");--> statement-breakpoint
ALTER TABLE "circuits_circuit" ADD CONSTRAINT "circuits_circuit_provider_account_id_circuits_provideraccount_id_fk" FOREIGN KEY ("provider_account_id") REFERENCES "public"."circuits_provideraccount"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circuits_circuit_provider_account_id_idx" ON "circuits_circuit" USING btree ("provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "circuits_circuit_provider_account_cid_uniq" ON "circuits_circuit" USING btree ("provider_account_id","cid");--> statement-breakpoint
CREATE INDEX "dcim_device_primary_ip_id_idx" ON "dcim_device" USING btree ("primary_ip_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_primary_ip_id_idx" ON "virtualization_virtualmachine" USING btree ("primary_ip_id");