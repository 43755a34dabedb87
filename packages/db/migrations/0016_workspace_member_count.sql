ALTER TABLE "app"."tenants" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "app"."tenants" t SET "member_count" = (SELECT count(*) FROM "app"."user_profiles" p WHERE p."tenant_id" = t."id");--> statement-breakpoint
CREATE FUNCTION "app"."count_workspace_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A profile leaves a workspace (deleted, or moved to another or to none) and joins one (created, or moved).
  IF TG_OP <> 'INSERT' AND OLD."tenant_id" IS NOT NULL
     AND (TG_OP = 'DELETE' OR NEW."tenant_id" IS DISTINCT FROM OLD."tenant_id") THEN
    UPDATE "app"."tenants" SET "member_count" = "member_count" - 1 WHERE "id" = OLD."tenant_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."tenant_id" IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW."tenant_id" IS DISTINCT FROM OLD."tenant_id") THEN
    UPDATE "app"."tenants" SET "member_count" = "member_count" + 1 WHERE "id" = NEW."tenant_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_profiles_member_count" AFTER INSERT OR DELETE OR UPDATE OF "tenant_id" ON "app"."user_profiles"
  FOR EACH ROW EXECUTE FUNCTION "app"."count_workspace_members"();--> statement-breakpoint
-- A workspace created after its first profile already names it starts from that profile.
CREATE FUNCTION "app"."start_workspace_member_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."member_count" := (SELECT count(*) FROM "app"."user_profiles" WHERE "tenant_id" = NEW."id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tenants_member_count" BEFORE INSERT ON "app"."tenants"
  FOR EACH ROW EXECUTE FUNCTION "app"."start_workspace_member_count"();
