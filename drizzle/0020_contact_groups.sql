CREATE TABLE "tenancy_contact_groups" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "tenancy_contact_groups_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "tenancy_contact" DROP CONSTRAINT "tenancy_contact_group_id_tenancy_contactgroup_id_fk";
--> statement-breakpoint
DROP INDEX "tenancy_contact_group_id_idx";--> statement-breakpoint
DROP INDEX "tenancy_contact_group_name_uniq";--> statement-breakpoint
ALTER TABLE "tenancy_contact_groups" ADD CONSTRAINT "tenancy_contact_groups_source_id_tenancy_contact_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."tenancy_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contact_groups" ADD CONSTRAINT "tenancy_contact_groups_target_id_tenancy_contactgroup_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."tenancy_contactgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenancy_contact_groups_target_idx" ON "tenancy_contact_groups" USING btree ("target_id");--> statement-breakpoint
-- NetBox 4.3 made a contact's group a many-to-many: each contact keeps the group it had.
INSERT INTO "tenancy_contact_groups" ("source_id", "target_id") SELECT "id", "group_id" FROM "tenancy_contact" WHERE "group_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_contact" DROP COLUMN "group_id";