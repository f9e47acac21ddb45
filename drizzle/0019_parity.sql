ALTER TABLE "circuits_circuittermination" ADD COLUMN "termination_type" varchar(100);--> statement-breakpoint
ALTER TABLE "circuits_circuittermination" ADD COLUMN "termination_id" integer;--> statement-breakpoint
ALTER TABLE "core_objectchange" ADD COLUMN "related_object_type" varchar(100);--> statement-breakpoint
ALTER TABLE "core_objectchange" ADD COLUMN "related_object_id" integer;--> statement-breakpoint
CREATE INDEX "circuits_circuittermination_termination_idx" ON "circuits_circuittermination" USING btree ("termination_type","termination_id");--> statement-breakpoint
CREATE INDEX "core_objectchange_related_object_type_related_object_id_idx" ON "core_objectchange" USING btree ("related_object_type","related_object_id");--> statement-breakpoint
UPDATE "circuits_circuittermination" SET "termination_type" = 'dcim.site', "termination_id" = "site_id" WHERE "site_id" IS NOT NULL;
