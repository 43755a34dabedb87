CREATE TABLE "app"."campaign_criteria" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"campaign_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"guidance" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_criteria_weight_check" CHECK ("app"."campaign_criteria"."weight" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "app"."idea_merges" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"source_id" text NOT NULL,
	"target_id" text NOT NULL,
	"note" text,
	"moved" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"merged_by" text NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" text,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app"."idea_review_scores" (
	"idea_id" text NOT NULL,
	"user_id" text NOT NULL,
	"criterion_id" text NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "idea_review_scores_idea_id_user_id_criterion_id_pk" PRIMARY KEY("idea_id","user_id","criterion_id"),
	CONSTRAINT "idea_review_scores_score_check" CHECK ("app"."idea_review_scores"."score" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "app"."idea_reviews" (
	"idea_id" text NOT NULL,
	"user_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"comment" text,
	"score" double precision,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_reviews_idea_id_user_id_pk" PRIMARY KEY("idea_id","user_id"),
	CONSTRAINT "idea_reviews_status_check" CHECK ("app"."idea_reviews"."status" in ('DRAFT', 'SUBMITTED', 'RECUSED'))
);
--> statement-breakpoint
ALTER TABLE "app"."campaign_roles" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."campaign_roles" ADD COLUMN "team_id" text;--> statement-breakpoint
ALTER TABLE "app"."campaign_roles" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."campaigns" ADD COLUMN "score_scale" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "review_score" double precision;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "review_spread" double precision;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "shortlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "shortlisted_by" text;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "shortlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "merged_into" text;--> statement-breakpoint
ALTER TABLE "app"."ideas" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."campaign_criteria" ADD CONSTRAINT "campaign_criteria_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "app"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_merges" ADD CONSTRAINT "idea_merges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "app"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_merges" ADD CONSTRAINT "idea_merges_source_id_ideas_id_fk" FOREIGN KEY ("source_id") REFERENCES "app"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_merges" ADD CONSTRAINT "idea_merges_target_id_ideas_id_fk" FOREIGN KEY ("target_id") REFERENCES "app"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_review_scores" ADD CONSTRAINT "idea_review_scores_criterion_id_campaign_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "app"."campaign_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_reviews" ADD CONSTRAINT "idea_reviews_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "app"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."idea_reviews" ADD CONSTRAINT "idea_reviews_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "app"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_criteria_position_idx" ON "app"."campaign_criteria" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "idea_merges_source_idx" ON "app"."idea_merges" USING btree ("source_id","merged_at");--> statement-breakpoint
CREATE INDEX "idea_merges_target_idx" ON "app"."idea_merges" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "idea_reviews_campaign_user_idx" ON "app"."idea_reviews" USING btree ("campaign_id","user_id");--> statement-breakpoint
ALTER TABLE "app"."campaign_roles" ADD CONSTRAINT "campaign_roles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "app"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ideas_campaign_score_idx" ON "app"."ideas" USING btree ("campaign_id","review_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ideas_merged_into_idx" ON "app"."ideas" USING btree ("merged_into");--> statement-breakpoint
ALTER TABLE "app"."campaigns" ADD CONSTRAINT "campaigns_score_scale_check" CHECK ("app"."campaigns"."score_scale" in (5, 10));--> statement-breakpoint
-- A review's scores go with the review (withdrawn by a recusal, deleted with the idea).
ALTER TABLE "app"."idea_review_scores" ADD CONSTRAINT "idea_review_scores_review_fk" FOREIGN KEY ("idea_id", "user_id") REFERENCES "app"."idea_reviews"("idea_id", "user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Whether the campaign shows its results now: they are published, or the campaign is OPEN in a phase that shows
-- results. An idea's authors see its reviews' aggregate from then on (issue 29).
CREATE OR REPLACE FUNCTION app.campaign_shows_results(p_campaign text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM app.campaigns c
     WHERE c.id = p_campaign
       AND (c.results_published_at IS NOT NULL
            OR (c.status = 'OPEN' AND EXISTS (SELECT 1 FROM app.campaign_phases p
                 WHERE p.campaign_id = c.id AND p.position = c.active_phase AND p.show_results)))
  )
$$;
