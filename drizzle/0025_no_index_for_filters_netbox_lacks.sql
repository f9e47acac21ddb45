DROP INDEX "core_objectchange_message_idx";--> statement-breakpoint
DROP INDEX "core_objectchange_created_idx";--> statement-breakpoint
DROP INDEX "core_objecttype_created_idx";--> statement-breakpoint
DROP INDEX "dcim_site_physical_address_idx";--> statement-breakpoint
DROP INDEX "dcim_site_shipping_address_idx";--> statement-breakpoint
DROP INDEX "extras_notification_created_idx";--> statement-breakpoint
DROP INDEX "extras_notificationgroup_created_idx";--> statement-breakpoint
DROP INDEX "extras_subscription_created_idx";--> statement-breakpoint
DROP INDEX "users_group_created_idx";--> statement-breakpoint
DROP INDEX "users_group_last_updated_idx";--> statement-breakpoint
DROP INDEX "users_objectpermission_created_idx";--> statement-breakpoint
DROP INDEX "users_objectpermission_last_updated_idx";--> statement-breakpoint
DROP INDEX "users_user_created_idx";--> statement-breakpoint
DROP INDEX "users_user_last_updated_idx";