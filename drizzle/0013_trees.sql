ALTER TABLE "ipam_vlangroup" ADD COLUMN "scope_type" varchar(100);--> statement-breakpoint
ALTER TABLE "ipam_vlangroup" ADD COLUMN "scope_id" integer;--> statement-breakpoint
ALTER TABLE "ipam_vlangroup" ADD COLUMN "vid_ranges" jsonb DEFAULT '[[1,4094]]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD COLUMN "scope_type" varchar(100);--> statement-breakpoint
ALTER TABLE "virtualization_cluster" ADD COLUMN "scope_id" integer;--> statement-breakpoint
CREATE INDEX "ipam_vlangroup_scope_idx" ON "ipam_vlangroup" USING btree ("scope_type","scope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlangroup_scope_name_uniq" ON "ipam_vlangroup" USING btree ("scope_type","scope_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "ipam_vlangroup_scope_slug_uniq" ON "ipam_vlangroup" USING btree ("scope_type","scope_id","slug");--> statement-breakpoint
CREATE INDEX "virtualization_cluster_scope_idx" ON "virtualization_cluster" USING btree ("scope_type","scope_id");--> statement-breakpoint
-- Clusters that have a site take it as their scope (NetBox 4.2's migration of Cluster.site).
UPDATE "virtualization_cluster" SET "scope_type" = 'dcim.site', "scope_id" = "site_id" WHERE "site_id" IS NOT NULL;
