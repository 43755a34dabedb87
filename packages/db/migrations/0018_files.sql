CREATE TABLE "app"."files" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"key" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"owner_id" text NOT NULL,
	"identity_id" text NOT NULL,
	"tenant_id" text,
	"record_type" text,
	"record_id" text,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"checksum" text,
	"widths" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "files_status_check" CHECK ("app"."files"."status" in ('PENDING', 'READY')),
	CONSTRAINT "files_purpose_check" CHECK ("app"."files"."purpose" in ('AVATAR', 'LOGO', 'COVER', 'ATTACHMENT'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_idx" ON "app"."files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "files_tenant_ready_idx" ON "app"."files" USING btree ("tenant_id") WHERE "app"."files"."status" = 'READY';--> statement-breakpoint
CREATE INDEX "files_record_idx" ON "app"."files" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "app"."files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "files_status_created_idx" ON "app"."files" USING btree ("status","created_at");