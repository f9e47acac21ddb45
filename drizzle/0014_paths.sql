CREATE TABLE "dcim_cablepath" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin_type" varchar(100) NOT NULL,
	"origin_ids" integer[] NOT NULL,
	"destination_type" varchar(100),
	"destination_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"path" jsonb NOT NULL,
	"nodes" text[] NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"is_split" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dcim_cablepath_origin_idx" ON "dcim_cablepath" USING gin ("origin_ids");--> statement-breakpoint
CREATE INDEX "dcim_cablepath_origin_type_idx" ON "dcim_cablepath" USING btree ("origin_type");--> statement-breakpoint
CREATE INDEX "dcim_cablepath_nodes_idx" ON "dcim_cablepath" USING gin ("nodes");