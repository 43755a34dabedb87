CREATE TABLE "app"."idea_coauthors" (
	"idea_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "idea_coauthors_idea_id_user_id_pk" PRIMARY KEY("idea_id","user_id"),
	CONSTRAINT "idea_coauthors_status_check" CHECK ("app"."idea_coauthors"."status" in ('INVITED', 'ACCEPTED'))
);
--> statement-breakpoint
CREATE TABLE "app"."idea_comments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"idea_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"parent_id" text,
	"owner" text NOT NULL,
	"author_name" text,
	"body" text,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."idea_followers" (
	"idea_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_followers_idea_id_user_id_pk" PRIMARY KEY("idea_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "app"."idea_stage_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"idea_id" text NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"actor" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."idea_template_versions" (
	"template_id" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"fields" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_template_versions_template_id_version_pk" PRIMARY KEY("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "app"."idea_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_templates_status_check" CHECK ("app"."idea_templates"."status" in ('ACTIVE', 'ARCHIVED'))
);
--> statement-breakpoint
CREATE TABLE "app"."idea_versions" (
	"idea_id" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"content" jsonb NOT NULL,
	"template_version" integer NOT NULL,
	"category" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_versions_idea_id_version_pk" PRIMARY KEY("idea_id","version")
);
--> statement-breakpoint
CREATE TABLE "app"."idea_votes" (
	"idea_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_votes_idea_id_user_id_pk" PRIMARY KEY("idea_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "app"."ideas" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"campaign_id" text,
	"template_id" text NOT NULL,
	"template_version" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"stage" text,
	"category" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"moderator_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"owner" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"stage_changed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title" || ' ' || coalesce("summary", ''))) STORED,
	CONSTRAINT "ideas_state_check" CHECK ("app"."ideas"."state" in ('DRAFT', 'SUBMITTED')),
	CONSTRAINT "ideas_stage_check" CHECK ("app"."ideas"."stage" is null or "app"."ideas"."stage" in ('NEW', 'UNDER_REVIEW', 'SELECTED', 'IN_PROGRESS', 'IMPLEMENTED', 'DECLINED'))
);
--> statement-breakpoint
ALTER TABLE "app"."idea_coauthors" ADD CONSTRAINT "idea_coauthors_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "app"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_comments" ADD CONSTRAINT "idea_comments_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "app"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_followers" ADD CONSTRAINT "idea_followers_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "app"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_stage_events" ADD CONSTRAINT "idea_stage_events_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "app"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_template_versions" ADD CONSTRAINT "idea_template_versions_template_id_idea_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "app"."idea_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_templates" ADD CONSTRAINT "idea_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "app"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_versions" ADD CONSTRAINT "idea_versions_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "app"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_votes" ADD CONSTRAINT "idea_votes_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "app"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD CONSTRAINT "ideas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "app"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_coauthors_user_idx" ON "app"."idea_coauthors" USING btree ("user_id","idea_id");--> statement-breakpoint
CREATE INDEX "idea_comments_idea_idx" ON "app"."idea_comments" USING btree ("idea_id","created_at","id");--> statement-breakpoint
CREATE INDEX "idea_followers_user_idx" ON "app"."idea_followers" USING btree ("user_id","idea_id");--> statement-breakpoint
CREATE INDEX "idea_stage_events_idea_idx" ON "app"."idea_stage_events" USING btree ("idea_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idea_templates_tenant_name_idx" ON "app"."idea_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "idea_votes_user_idx" ON "app"."idea_votes" USING btree ("user_id","idea_id");--> statement-breakpoint
CREATE INDEX "ideas_tenant_submitted_idx" ON "app"."ideas" USING btree ("tenant_id","state","submitted_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "ideas_tenant_votes_idx" ON "app"."ideas" USING btree ("tenant_id","state","vote_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "ideas_tenant_comments_idx" ON "app"."ideas" USING btree ("tenant_id","state","comment_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "ideas_tenant_activity_idx" ON "app"."ideas" USING btree ("tenant_id","state","last_activity_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "ideas_tenant_stage_idx" ON "app"."ideas" USING btree ("tenant_id","stage");--> statement-breakpoint
CREATE INDEX "ideas_owner_idx" ON "app"."ideas" USING btree ("owner","state");--> statement-breakpoint
CREATE INDEX "ideas_search_idx" ON "app"."ideas" USING gin ("search");--> statement-breakpoint
CREATE INDEX "ideas_tags_idx" ON "app"."ideas" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "audit_log_target_created_idx" ON "app"."audit_log" USING btree ("target","created_at" DESC NULLS FIRST,"id");