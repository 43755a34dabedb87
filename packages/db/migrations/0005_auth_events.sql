CREATE TABLE "identity"."auth_events" (
	"id" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"username" text NOT NULL,
	"sub" text NOT NULL,
	"event_type" text NOT NULL,
	"event_response" text NOT NULL,
	"challenge_responses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip_address" text,
	"device_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."auth_events" ADD CONSTRAINT "auth_events_pool_id_user_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."user_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_events_user_idx" ON "identity"."auth_events" USING btree ("pool_id","username","created_at" DESC NULLS LAST);