CREATE TABLE "extras_configtemplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"environment_params" jsonb DEFAULT '{}'::jsonb,
	"template_code" text NOT NULL,
	"mime_type" varchar(50) DEFAULT '' NOT NULL,
	"file_name" varchar(200) DEFAULT '' NOT NULL,
	"file_extension" varchar(15) DEFAULT '' NOT NULL,
	"as_attachment" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_configtemplate_tags" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_configtemplate_tags_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "dcim_device" ADD COLUMN "config_template_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_devicerole" ADD COLUMN "config_template_id" integer;--> statement-breakpoint
ALTER TABLE "dcim_platform" ADD COLUMN "config_template_id" integer;--> statement-breakpoint
ALTER TABLE "extras_customfieldchoiceset" ADD COLUMN "choices_count" integer GENERATED ALWAYS AS (CASE jsonb_typeof("extra_choices") WHEN 'array' THEN jsonb_array_length("extra_choices") ELSE 0 END + CASE "base_choices" WHEN 'IATA' THEN 9765 WHEN 'ISO_3166' THEN 249 ELSE 0 END) STORED;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine" ADD COLUMN "config_template_id" integer;--> statement-breakpoint
ALTER TABLE "extras_configtemplate_tags" ADD CONSTRAINT "extras_configtemplate_tags_source_id_extras_configtemplate_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_configtemplate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configtemplate_tags" ADD CONSTRAINT "extras_configtemplate_tags_target_id_extras_tag_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."extras_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extras_configtemplate_name_idx" ON "extras_configtemplate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_configtemplate_description_idx" ON "extras_configtemplate" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_configtemplate_mime_type_idx" ON "extras_configtemplate" USING btree ("mime_type");--> statement-breakpoint
CREATE INDEX "extras_configtemplate_file_name_idx" ON "extras_configtemplate" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "extras_configtemplate_file_extension_idx" ON "extras_configtemplate" USING btree ("file_extension");--> statement-breakpoint
CREATE INDEX "extras_configtemplate_created_idx" ON "extras_configtemplate" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_configtemplate_last_updated_idx" ON "extras_configtemplate" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_configtemplate_tags_target_idx" ON "extras_configtemplate_tags" USING btree ("target_id");--> statement-breakpoint
ALTER TABLE "dcim_device" ADD CONSTRAINT "dcim_device_config_template_id_extras_configtemplate_id_fk" FOREIGN KEY ("config_template_id") REFERENCES "public"."extras_configtemplate"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_devicerole" ADD CONSTRAINT "dcim_devicerole_config_template_id_extras_configtemplate_id_fk" FOREIGN KEY ("config_template_id") REFERENCES "public"."extras_configtemplate"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcim_platform" ADD CONSTRAINT "dcim_platform_config_template_id_extras_configtemplate_id_fk" FOREIGN KEY ("config_template_id") REFERENCES "public"."extras_configtemplate"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "virtualization_virtualmachine_config_template_id_extras_configtemplate_id_fk" FOREIGN KEY ("config_template_id") REFERENCES "public"."extras_configtemplate"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dcim_device_config_template_id_idx" ON "dcim_device" USING btree ("config_template_id");--> statement-breakpoint
CREATE INDEX "dcim_devicerole_config_template_id_idx" ON "dcim_devicerole" USING btree ("config_template_id");--> statement-breakpoint
CREATE INDEX "dcim_platform_config_template_id_idx" ON "dcim_platform" USING btree ("config_template_id");--> statement-breakpoint
CREATE INDEX "virtualization_virtualmachine_config_template_id_idx" ON "virtualization_virtualmachine" USING btree ("config_template_id");