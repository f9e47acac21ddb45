CREATE TABLE "core_objectchange" (
	"id" serial PRIMARY KEY NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" varchar(150) DEFAULT '' NOT NULL,
	"request_id" varchar(36) DEFAULT '' NOT NULL,
	"action" varchar(50) NOT NULL,
	"changed_object_type" varchar(100) NOT NULL,
	"changed_object_id" integer NOT NULL,
	"object_repr" varchar(200) DEFAULT '' NOT NULL,
	"message" varchar(200) DEFAULT '' NOT NULL,
	"prechange_data" jsonb,
	"postchange_data" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_eventrule" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"object_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"conditions" jsonb,
	"action_type" varchar(50) DEFAULT 'webhook' NOT NULL,
	"action_object_type" varchar(100),
	"action_object_id" integer,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_eventrule_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_eventrule_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_webhook" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"payload_url" varchar(500) NOT NULL,
	"http_method" varchar(50) DEFAULT 'POST' NOT NULL,
	"http_content_type" varchar(100) DEFAULT 'application/json' NOT NULL,
	"additional_headers" text DEFAULT '' NOT NULL,
	"body_template" text DEFAULT '' NOT NULL,
	"secret" varchar(255) DEFAULT '' NOT NULL,
	"ssl_verification" boolean DEFAULT true NOT NULL,
	"ca_file_path" varchar(4096),
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_webhook_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_webhook_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "users_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users_objectpermission" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"object_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"actions" text[] DEFAULT '{}'::text[] NOT NULL,
	"constraints" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users_objectpermission_groups" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "users_objectpermission_groups_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "users_objectpermission_users" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "users_objectpermission_users_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "users_user_groups" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "users_user_groups_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "core_objectchange" ADD CONSTRAINT "core_objectchange_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_eventrule_tags" ADD CONSTRAINT "extras_eventrule_tags_source_id_extras_eventrule_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_eventrule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_eventrule_tags" ADD CONSTRAINT "extras_eventrule_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_webhook_tags" ADD CONSTRAINT "extras_webhook_tags_source_id_extras_webhook_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_webhook"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_webhook_tags" ADD CONSTRAINT "extras_webhook_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_objectpermission_groups" ADD CONSTRAINT "users_objectpermission_groups_source_id_users_objectpermission_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."users_objectpermission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_objectpermission_groups" ADD CONSTRAINT "users_objectpermission_groups_target_id_users_group_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_objectpermission_users" ADD CONSTRAINT "users_objectpermission_users_source_id_users_objectpermission_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."users_objectpermission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_objectpermission_users" ADD CONSTRAINT "users_objectpermission_users_target_id_users_user_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_user_groups" ADD CONSTRAINT "users_user_groups_source_id_users_user_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."users_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_user_groups" ADD CONSTRAINT "users_user_groups_target_id_users_group_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "core_objectchange_user_id_idx" ON "core_objectchange" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "core_objectchange_user_name_idx" ON "core_objectchange" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "core_objectchange_request_id_idx" ON "core_objectchange" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "core_objectchange_action_idx" ON "core_objectchange" USING btree ("action");--> statement-breakpoint
CREATE INDEX "core_objectchange_changed_object_type_idx" ON "core_objectchange" USING btree ("changed_object_type");--> statement-breakpoint
CREATE INDEX "core_objectchange_changed_object_id_idx" ON "core_objectchange" USING btree ("changed_object_id");--> statement-breakpoint
CREATE INDEX "core_objectchange_object_repr_idx" ON "core_objectchange" USING btree ("object_repr");--> statement-breakpoint
CREATE INDEX "core_objectchange_message_idx" ON "core_objectchange" USING btree ("message");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_eventrule_name_key" ON "extras_eventrule" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_eventrule_description_idx" ON "extras_eventrule" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_eventrule_action_type_idx" ON "extras_eventrule" USING btree ("action_type");--> statement-breakpoint
CREATE INDEX "extras_eventrule_action_object_idx" ON "extras_eventrule" USING btree ("action_object_type","action_object_id");--> statement-breakpoint
CREATE INDEX "extras_eventrule_tags_target_idx" ON "extras_eventrule_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_webhook_name_key" ON "extras_webhook" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_webhook_description_idx" ON "extras_webhook" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_webhook_payload_url_idx" ON "extras_webhook" USING btree ("payload_url");--> statement-breakpoint
CREATE INDEX "extras_webhook_http_method_idx" ON "extras_webhook" USING btree ("http_method");--> statement-breakpoint
CREATE INDEX "extras_webhook_http_content_type_idx" ON "extras_webhook" USING btree ("http_content_type");--> statement-breakpoint
CREATE INDEX "extras_webhook_ca_file_path_idx" ON "extras_webhook" USING btree ("ca_file_path");--> statement-breakpoint
CREATE INDEX "extras_webhook_tags_target_idx" ON "extras_webhook_tags" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_group_name_key" ON "users_group" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_group_description_idx" ON "users_group" USING btree ("description");--> statement-breakpoint
CREATE INDEX "users_objectpermission_name_idx" ON "users_objectpermission" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_objectpermission_description_idx" ON "users_objectpermission" USING btree ("description");--> statement-breakpoint
CREATE INDEX "users_objectpermission_groups_target_idx" ON "users_objectpermission_groups" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "users_objectpermission_users_target_idx" ON "users_objectpermission_users" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "users_user_groups_target_idx" ON "users_user_groups" USING btree ("target_id");