CREATE TABLE "app"."invitations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"team_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "join_link_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "join_link_token" text;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "join_domains" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "transfer_to" text;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "transfer_stay_owner" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "transfer_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "purge_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."invitations" ADD CONSTRAINT "invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "app"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_idx" ON "app"."invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_email_idx" ON "app"."invitations" USING btree ("tenant_id",lower("email")) WHERE "app"."invitations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "invitations_tenant_created_idx" ON "app"."invitations" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "app"."invitations" USING btree (lower("email"),"status");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_join_link_token_idx" ON "app"."tenants" USING btree ("join_link_token");--> statement-breakpoint
CREATE INDEX "tenants_purge_idx" ON "app"."tenants" USING btree ("purge_after") WHERE "app"."tenants"."purge_after" is not null;--> statement-breakpoint
CREATE INDEX "user_profiles_tenant_name_idx" ON "app"."user_profiles" USING btree ("tenant_id",lower(coalesce("name", "email", '')),"id");