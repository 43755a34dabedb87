CREATE SCHEMA "payments";
--> statement-breakpoint
CREATE TABLE "app"."payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."referral_redemptions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"referral_code_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"status" text DEFAULT 'RESERVED' NOT NULL,
	"checkout_session_id" text,
	"expires_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"pricing_plan_id" text,
	"price_id" text,
	"item_id" text,
	"tier" text NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"card" jsonb,
	"discount" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments"."deliveries" (
	"event_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deliveries_event_id_endpoint_id_pk" PRIMARY KEY("event_id","endpoint_id")
);
--> statement-breakpoint
CREATE TABLE "payments"."idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments"."objects" (
	"object" text NOT NULL,
	"id" text NOT NULL,
	"customer" text,
	"test_clock" text,
	"due_at" timestamp with time zone,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "payments"."objects_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "objects_object_id_pk" PRIMARY KEY("object","id")
);
--> statement-breakpoint
ALTER TABLE "app"."payments" ADD COLUMN "tenant_id" text;--> statement-breakpoint
ALTER TABLE "app"."payments" ADD COLUMN "amount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."payments" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."payments" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "app"."payments" ADD COLUMN "pricing_plan_id" text;--> statement-breakpoint
ALTER TABLE "app"."payments" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "app"."payments" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "app"."payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."pricing_plans" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."pricing_plans" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "billing_details" jsonb;--> statement-breakpoint
ALTER TABLE "app"."tenants" ADD COLUMN "trial_used_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_redemptions_code_tenant_idx" ON "app"."referral_redemptions" USING btree ("referral_code_id","tenant_id");--> statement-breakpoint
CREATE INDEX "referral_redemptions_code_status_idx" ON "app"."referral_redemptions" USING btree ("referral_code_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_tenant_idx" ON "app"."subscriptions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "objects_list_idx" ON "payments"."objects" USING btree ("object","seq");--> statement-breakpoint
CREATE INDEX "objects_customer_idx" ON "payments"."objects" USING btree ("customer","object","seq");--> statement-breakpoint
CREATE INDEX "objects_clock_idx" ON "payments"."objects" USING btree ("test_clock");--> statement-breakpoint
CREATE INDEX "objects_due_idx" ON "payments"."objects" USING btree ("due_at") WHERE "payments"."objects"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_tenant_created_idx" ON "app"."payments" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "app"."payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "app"."payments" USING btree ("paid_at") WHERE "app"."payments"."paid_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "app"."payments" USING btree ("provider","provider_ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_stripe_customer_idx" ON "app"."tenants" USING btree ("stripe_customer_id");--> statement-breakpoint
-- Plans that offer a free trial (the seed's Collaborate and Campaign plans: 14 days).
UPDATE "app"."pricing_plans" SET "trial_days" = 14 WHERE "tier_id" IN ('COLLABORATE', 'CAMPAIGN');
