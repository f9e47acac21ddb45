ALTER TABLE "users_token" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users_token" ADD COLUMN "key_ident" varchar(12);--> statement-breakpoint
ALTER TABLE "users_token" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users_token" ADD COLUMN "pepper_id" integer;--> statement-breakpoint
CREATE INDEX "users_token_version_idx" ON "users_token" USING btree ("version");--> statement-breakpoint
CREATE INDEX "users_token_pepper_id_idx" ON "users_token" USING btree ("pepper_id");--> statement-breakpoint
ALTER TABLE "users_token" ADD CONSTRAINT "users_token_key_ident_unique" UNIQUE("key_ident");--> statement-breakpoint
-- Hand-written: NetBox 4.6's enforce_version_dependent_fields (a v2 token has a public key and a pepper; a v1 key neither).
ALTER TABLE "users_token" ADD CONSTRAINT "users_token_enforce_version_dependent_fields" CHECK (("version" = 1 AND "key_ident" IS NULL AND "pepper_id" IS NULL) OR ("version" = 2 AND "key_ident" IS NOT NULL AND "pepper_id" IS NOT NULL));
