CREATE TABLE "app"."enquiry_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enquiry_id" text NOT NULL,
	"kind" text NOT NULL,
	"author_id" text,
	"author_name" text,
	"body" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_messages_kind_check" CHECK ("app"."enquiry_messages"."kind" in ('NOTE', 'REPLY'))
);
--> statement-breakpoint
ALTER TABLE "app"."enquiries" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "app"."enquiries" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."resources" ADD COLUMN "status" text DEFAULT 'DRAFT' NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."user_profiles" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."user_profiles" ADD COLUMN "mfa_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."user_profiles" ADD COLUMN "groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."enquiry_messages" ADD CONSTRAINT "enquiry_messages_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "app"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_messages_enquiry_idx" ON "app"."enquiry_messages" USING btree ("enquiry_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "app"."audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "app"."audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "app"."enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "resources_status_published_idx" ON "app"."resources" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "user_profiles_created_idx" ON "app"."user_profiles" USING btree ("created_at","id");--> statement-breakpoint
-- Back-fills. A resource is a draft without a publication time, scheduled while it lies ahead, published after.
UPDATE "app"."resources" SET "status" = CASE
  WHEN "published_at" IS NULL THEN 'DRAFT'
  WHEN "published_at" > now() THEN 'SCHEDULED'
  ELSE 'PUBLISHED' END;--> statement-breakpoint
-- The users projection starts from identity's own tables (the identity events keep it in step from now on).
UPDATE "app"."user_profiles" p SET
  "enabled" = u."enabled",
  "mfa_enabled" = coalesce((u."mfa"->>'totpEnabled')::boolean, false) OR coalesce((u."mfa"->>'smsEnabled')::boolean, false),
  "groups" = coalesce(
    (SELECT jsonb_agg(g."group_name" ORDER BY g."group_name") FROM "identity"."user_groups" g
      WHERE g."pool_id" = u."pool_id" AND g."username" = u."username"),
    '[]'::jsonb)
  FROM "identity"."users" u WHERE u."sub" = p."sub";
