ALTER TABLE "extras_webhook" ADD COLUMN "previous_secret" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_webhook" ADD COLUMN "secret_rotated" timestamp with time zone;