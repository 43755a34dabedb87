CREATE TABLE "app"."data_exports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"display_settings" jsonb,
	"key" text,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("app"."data_exports"."status" in ('PENDING', 'READY', 'EXPIRED', 'FAILED'))
);
--> statement-breakpoint
CREATE INDEX "data_exports_user_created_idx" ON "app"."data_exports" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "data_exports_ready_expires_idx" ON "app"."data_exports" USING btree ("expires_at") WHERE "app"."data_exports"."status" = 'READY';