CREATE TABLE "app"."workspace_members" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "tier" text DEFAULT 'CONNECT' NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "entitlements" jsonb;--> statement-breakpoint
ALTER TABLE "app"."workspace_members" ADD CONSTRAINT "workspace_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "app"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_user_idx" ON "app"."workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tenants_status_idx" ON "app"."tenants" USING btree ("status","created_at");--> statement-breakpoint
-- Existing workspaces: deactivated if switched off, pending while their owner's profile waits, active otherwise.
UPDATE "app"."tenants" t SET "status" = CASE
  WHEN NOT t."active" THEN 'DEACTIVATED'
  WHEN EXISTS (SELECT 1 FROM "app"."user_profiles" p WHERE p."id" = t."owner" AND p."pending_approval") THEN 'PENDING'
  ELSE 'ACTIVE' END;--> statement-breakpoint
-- Existing members: everyone whose profile points at a workspace; its owner as owner.
INSERT INTO "app"."workspace_members" ("tenant_id", "user_id", "role")
  SELECT p."tenant_id", p."id", CASE WHEN t."owner" = p."id" THEN 'owner' ELSE 'member' END
    FROM "app"."user_profiles" p JOIN "app"."tenants" t ON t."id" = p."tenant_id"
  ON CONFLICT DO NOTHING;
