CREATE TABLE "app"."campaign_invitees" (
	"campaign_id" text NOT NULL,
	"user_id" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_invitees_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "app"."campaign_phases" (
	"campaign_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"allow_submit" boolean DEFAULT false NOT NULL,
	"allow_vote" boolean DEFAULT false NOT NULL,
	"allow_comment" boolean DEFAULT false NOT NULL,
	"allow_evaluate" boolean DEFAULT false NOT NULL,
	"show_results" boolean DEFAULT false NOT NULL,
	CONSTRAINT "campaign_phases_campaign_id_position_pk" PRIMARY KEY("campaign_id","position"),
	CONSTRAINT "campaign_phases_kind_check" CHECK ("app"."campaign_phases"."kind" in ('SUBMISSION', 'REVIEW', 'SELECTION')),
	CONSTRAINT "campaign_phases_dates_check" CHECK ("app"."campaign_phases"."ends_at" > "app"."campaign_phases"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "app"."campaign_roles" (
	"campaign_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_roles_campaign_id_user_id_role_pk" PRIMARY KEY("campaign_id","user_id","role"),
	CONSTRAINT "campaign_roles_role_check" CHECK ("app"."campaign_roles"."role" in ('OWNER', 'MODERATOR', 'EVALUATOR'))
);
--> statement-breakpoint
CREATE TABLE "app"."campaign_teams" (
	"campaign_id" text NOT NULL,
	"team_id" text NOT NULL,
	CONSTRAINT "campaign_teams_campaign_id_team_id_pk" PRIMARY KEY("campaign_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "app"."campaigns" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"title" text NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"cover_file_id" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"template_id" text NOT NULL,
	"audience" text DEFAULT 'WORKSPACE' NOT NULL,
	"allow_anonymous" boolean DEFAULT false NOT NULL,
	"premoderation" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"active_phase" integer,
	"results_announcement" text,
	"results_idea_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"results_published_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"reminders_sent" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status_check" CHECK ("app"."campaigns"."status" in ('DRAFT', 'SCHEDULED', 'OPEN', 'CLOSED', 'ARCHIVED')),
	CONSTRAINT "campaigns_audience_check" CHECK ("app"."campaigns"."audience" in ('WORKSPACE', 'TEAMS', 'INVITED'))
);
--> statement-breakpoint
ALTER TABLE "app"."files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "moderation" text DEFAULT 'VISIBLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "duplicate_of" text;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "moderated_by" text;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."campaign_invitees" ADD CONSTRAINT "campaign_invitees_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "app"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."campaign_phases" ADD CONSTRAINT "campaign_phases_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "app"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."campaign_roles" ADD CONSTRAINT "campaign_roles_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "app"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."campaign_teams" ADD CONSTRAINT "campaign_teams_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "app"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."campaign_teams" ADD CONSTRAINT "campaign_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "app"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."campaigns" ADD CONSTRAINT "campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "app"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_invitees_user_idx" ON "app"."campaign_invitees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaign_phases_ends_idx" ON "app"."campaign_phases" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "campaign_roles_user_idx" ON "app"."campaign_roles" USING btree ("user_id","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_teams_team_idx" ON "app"."campaign_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "campaigns_tenant_status_idx" ON "app"."campaigns" USING btree ("tenant_id","status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD CONSTRAINT "ideas_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "app"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ideas_campaign_idx" ON "app"."ideas" USING btree ("campaign_id","state","moderation");--> statement-breakpoint
ALTER TABLE "app"."files" ADD CONSTRAINT "files_purpose_check" CHECK ("app"."files"."purpose" in ('AVATAR', 'LOGO', 'COVER', 'ATTACHMENT', 'CAMPAIGN_COVER'));--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD CONSTRAINT "ideas_moderation_check" CHECK ("app"."ideas"."moderation" in ('PENDING', 'VISIBLE', 'REJECTED', 'HIDDEN'));--> statement-breakpoint
-- Who sees a campaign, and so its ideas (docs/architecture.md, "Campaigns"): the workspace's owners and admins; the
-- campaign's owner, moderators and evaluators; once published, its audience: every member of the workspace, the
-- members of its teams, or its invitees. One definition for every read (ideas, campaigns, notices, realtime).
CREATE FUNCTION "app"."campaign_visible_to"(p_campaign text, p_user text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM app.campaigns c
      JOIN app.workspace_members m ON m.tenant_id = c.tenant_id AND m.user_id = p_user
     WHERE c.id = p_campaign
       AND (m.role IN ('owner', 'admin')
            OR EXISTS (SELECT 1 FROM app.campaign_roles r WHERE r.campaign_id = c.id AND r.user_id = p_user)
            OR (c.status <> 'DRAFT' AND (
                  c.audience = 'WORKSPACE'
               OR (c.audience = 'TEAMS' AND EXISTS (
                     SELECT 1 FROM app.campaign_teams ct JOIN app.team_members tm ON tm.team_id = ct.team_id
                      WHERE ct.campaign_id = c.id AND tm.user_id = p_user))
               OR (c.audience = 'INVITED' AND EXISTS (
                     SELECT 1 FROM app.campaign_invitees ci WHERE ci.campaign_id = c.id AND ci.user_id = p_user)))))
  )
$$;
--> statement-breakpoint
-- Who moderates a campaign's ideas (the queue, hide, duplicates, stages, results): its owner and moderators, and the
-- workspace's owners and admins; all of them members of the campaign's workspace.
CREATE FUNCTION "app"."campaign_moderated_by"(p_campaign text, p_user text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM app.campaigns c
      JOIN app.workspace_members m ON m.tenant_id = c.tenant_id AND m.user_id = p_user
     WHERE c.id = p_campaign
       AND (m.role IN ('owner', 'admin')
            OR EXISTS (SELECT 1 FROM app.campaign_roles r
                        WHERE r.campaign_id = c.id AND r.user_id = p_user AND r.role IN ('OWNER', 'MODERATOR')))
  )
$$;
--> statement-breakpoint
-- Who sees the real author of the campaign's anonymous ideas: only its owner and moderators (platform admins read
-- through the back-office), members of the campaign's workspace.
CREATE FUNCTION "app"."campaign_reveals_authors_to"(p_campaign text, p_user text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM app.campaigns c
      JOIN app.workspace_members m ON m.tenant_id = c.tenant_id AND m.user_id = p_user
      JOIN app.campaign_roles r ON r.campaign_id = c.id AND r.user_id = p_user AND r.role IN ('OWNER', 'MODERATOR')
     WHERE c.id = p_campaign
  )
$$;
