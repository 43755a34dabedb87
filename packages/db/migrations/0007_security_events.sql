CREATE TABLE "app"."security_events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "security_events_user_created_idx" ON "app"."security_events" USING btree ("user_id","created_at");