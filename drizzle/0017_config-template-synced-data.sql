ALTER TABLE "extras_configtemplate" ADD COLUMN "data_source_id" integer;--> statement-breakpoint
ALTER TABLE "extras_configtemplate" ADD COLUMN "data_path" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_configtemplate" ADD COLUMN "data_file_id" integer;--> statement-breakpoint
ALTER TABLE "extras_configtemplate" ADD COLUMN "auto_sync_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_configtemplate" ADD COLUMN "data_synced" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "extras_configtemplate" ADD CONSTRAINT "extras_configtemplate_data_source_id_core_datasource_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."core_datasource"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_configtemplate" ADD CONSTRAINT "extras_configtemplate_data_file_id_core_datafile_id_fk" FOREIGN KEY ("data_file_id") REFERENCES "public"."core_datafile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extras_configtemplate_data_source_id_idx" ON "extras_configtemplate" USING btree ("data_source_id");--> statement-breakpoint
CREATE INDEX "extras_configtemplate_data_file_id_idx" ON "extras_configtemplate" USING btree ("data_file_id");--> statement-breakpoint
CREATE INDEX "extras_configtemplate_data_synced_idx" ON "extras_configtemplate" USING btree ("data_synced");