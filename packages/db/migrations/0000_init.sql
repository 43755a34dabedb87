CREATE SCHEMA "app";
--> statement-breakpoint
CREATE SCHEMA "identity";
--> statement-breakpoint
CREATE TABLE "app"."audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor" text,
	"tenant_id" text,
	"action" text NOT NULL,
	"target" text,
	"ip" text,
	"request_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"code" text,
	"channel" text DEFAULT 'email' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "app"."audit_log" USING btree ("actor","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_tenant_created_idx" ON "app"."audit_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_to_created_idx" ON "app"."outbox" USING btree (lower("to_address"),"created_at");