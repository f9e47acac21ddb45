CREATE TABLE "core_idempotency_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"fingerprint" char(64) NOT NULL,
	"result" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "core_idempotency_key" ADD CONSTRAINT "core_idempotency_key_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "core_idempotency_key_user_key" ON "core_idempotency_key" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "core_idempotency_key_created_idx" ON "core_idempotency_key" USING btree ("created");