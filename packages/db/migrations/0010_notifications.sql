CREATE TABLE "app"."notification_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"owner" text NOT NULL,
	"user_profile_id" text NOT NULL,
	"tenant_id" text,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"actor_sub" text,
	"actor_name" text,
	"push" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"email_pending" boolean DEFAULT false NOT NULL,
	"emailed_at" timestamp with time zone,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."notifications" ADD COLUMN "digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."user_profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "app"."user_profiles" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "app"."user_profiles" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."user_profiles" ADD COLUMN "digest_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_events_owner_created_idx" ON "app"."notification_events" USING btree ("owner","created_at","id");--> statement-breakpoint
CREATE INDEX "notification_events_unread_idx" ON "app"."notification_events" USING btree ("owner","created_at","id") WHERE "app"."notification_events"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notification_events_digest_idx" ON "app"."notification_events" USING btree ("owner","created_at") WHERE "app"."notification_events"."email_pending";--> statement-breakpoint
CREATE INDEX "notification_events_created_idx" ON "app"."notification_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_events_source_idx" ON "app"."notification_events" USING btree ("owner","source_id");--> statement-breakpoint
-- Back-fill: the consent as the data side knew it until now, the MARKETING preference's EMAIL channel.
UPDATE "app"."user_profiles" p SET "marketing_consent" = true WHERE EXISTS (SELECT 1 FROM "app"."notifications" n WHERE n."owner" = p."id" AND n."type" = 'MARKETING' AND n."channels" @> '["EMAIL"]'::jsonb);
