CREATE TABLE "extras_bookmark" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_type" varchar(100),
	"object_id" integer,
	"user_id" integer NOT NULL,
	"object_repr" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_customlink" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" varchar(100) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"link_text" text NOT NULL,
	"link_url" text NOT NULL,
	"weight" integer DEFAULT 100 NOT NULL,
	"group_name" varchar(50) DEFAULT '' NOT NULL,
	"button_class" varchar(50) DEFAULT 'default' NOT NULL,
	"new_window" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_imageattachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_type" varchar(100),
	"object_id" integer,
	"name" varchar(50) DEFAULT '' NOT NULL,
	"image" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"image_height" integer NOT NULL,
	"image_width" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_type" varchar(100),
	"object_id" integer,
	"user_id" integer NOT NULL,
	"read" timestamp with time zone,
	"event_type" varchar(50) NOT NULL,
	"object_repr" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_notificationgroup" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_notificationgroup_groups" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_notificationgroup_groups_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_notificationgroup_users" (
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "extras_notificationgroup_users_source_id_target_id_pk" PRIMARY KEY("source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "extras_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_type" varchar(100),
	"object_id" integer,
	"user_id" integer NOT NULL,
	"object_repr" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras_tableconfig" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_type" varchar(100) NOT NULL,
	"table" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"user_id" integer,
	"weight" integer DEFAULT 1000 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"shared" boolean DEFAULT true NOT NULL,
	"columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"ordering" text[] DEFAULT '{}'::text[],
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dcim_devicetype" ADD COLUMN "front_image" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dcim_devicetype" ADD COLUMN "rear_image" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "extras_bookmark" ADD CONSTRAINT "extras_bookmark_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_notification" ADD CONSTRAINT "extras_notification_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_notificationgroup_groups" ADD CONSTRAINT "extras_notificationgroup_groups_source_id_extras_notificationgroup_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_notificationgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_notificationgroup_groups" ADD CONSTRAINT "extras_notificationgroup_groups_target_id_users_group_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_notificationgroup_users" ADD CONSTRAINT "extras_notificationgroup_users_source_id_extras_notificationgroup_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."extras_notificationgroup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_notificationgroup_users" ADD CONSTRAINT "extras_notificationgroup_users_target_id_users_user_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_subscription" ADD CONSTRAINT "extras_subscription_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras_tableconfig" ADD CONSTRAINT "extras_tableconfig_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extras_bookmark_object_idx" ON "extras_bookmark" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "extras_bookmark_user_id_idx" ON "extras_bookmark" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_bookmark_object_user_uniq" ON "extras_bookmark" USING btree ("object_type","object_id","user_id");--> statement-breakpoint
CREATE INDEX "extras_bookmark_created_idx" ON "extras_bookmark" USING btree ("created");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_customlink_name_key" ON "extras_customlink" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_customlink_weight_idx" ON "extras_customlink" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "extras_customlink_group_name_idx" ON "extras_customlink" USING btree ("group_name");--> statement-breakpoint
CREATE INDEX "extras_customlink_button_class_idx" ON "extras_customlink" USING btree ("button_class");--> statement-breakpoint
CREATE INDEX "extras_customlink_created_idx" ON "extras_customlink" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_customlink_last_updated_idx" ON "extras_customlink" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_imageattachment_parent_idx" ON "extras_imageattachment" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "extras_imageattachment_name_idx" ON "extras_imageattachment" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_imageattachment_description_idx" ON "extras_imageattachment" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_imageattachment_image_height_idx" ON "extras_imageattachment" USING btree ("image_height");--> statement-breakpoint
CREATE INDEX "extras_imageattachment_image_width_idx" ON "extras_imageattachment" USING btree ("image_width");--> statement-breakpoint
CREATE INDEX "extras_imageattachment_created_idx" ON "extras_imageattachment" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_imageattachment_last_updated_idx" ON "extras_imageattachment" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "extras_notification_object_idx" ON "extras_notification" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "extras_notification_user_id_idx" ON "extras_notification" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_notification_object_user_uniq" ON "extras_notification" USING btree ("object_type","object_id","user_id");--> statement-breakpoint
CREATE INDEX "extras_notification_created_idx" ON "extras_notification" USING btree ("created");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_notificationgroup_name_key" ON "extras_notificationgroup" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_notificationgroup_created_idx" ON "extras_notificationgroup" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_notificationgroup_groups_target_idx" ON "extras_notificationgroup_groups" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_notificationgroup_users_target_idx" ON "extras_notificationgroup_users" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "extras_subscription_object_idx" ON "extras_subscription" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "extras_subscription_user_id_idx" ON "extras_subscription" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_subscription_object_user_uniq" ON "extras_subscription" USING btree ("object_type","object_id","user_id");--> statement-breakpoint
CREATE INDEX "extras_subscription_created_idx" ON "extras_subscription" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_tableconfig_object_type_idx" ON "extras_tableconfig" USING btree ("object_type");--> statement-breakpoint
CREATE INDEX "extras_tableconfig_table_idx" ON "extras_tableconfig" USING btree ("table");--> statement-breakpoint
CREATE INDEX "extras_tableconfig_name_idx" ON "extras_tableconfig" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_tableconfig_description_idx" ON "extras_tableconfig" USING btree ("description");--> statement-breakpoint
CREATE INDEX "extras_tableconfig_user_id_idx" ON "extras_tableconfig" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "extras_tableconfig_weight_idx" ON "extras_tableconfig" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "extras_tableconfig_created_idx" ON "extras_tableconfig" USING btree ("created");--> statement-breakpoint
CREATE INDEX "extras_tableconfig_last_updated_idx" ON "extras_tableconfig" USING btree ("last_updated");