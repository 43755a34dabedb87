CREATE TABLE "app"."data_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."enquiries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"owner" text,
	"identity_id" text,
	"requester_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."newsletter_subscriptions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requester_ip" text,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."notifications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"type" text NOT NULL,
	"owner" text NOT NULL,
	"user_profile_id" text NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"type" text NOT NULL,
	"type_id" text,
	"provider" text DEFAULT 'STRIPE' NOT NULL,
	"amount" double precision NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"provider_ref_type" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_ref_id" text,
	"session_start_time" timestamp with time zone,
	"session_end_time" timestamp with time zone,
	"user_profile_id" text,
	"owner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."pricing_plans" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"price" double precision NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"title" text NOT NULL,
	"recurrence" text NOT NULL,
	"description" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pricing_id" text,
	"tier_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."referral_codes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"code" text NOT NULL,
	"total_value" double precision,
	"user_value" double precision NOT NULL,
	"type" text NOT NULL,
	"timing" text DEFAULT 'SIGN_UP' NOT NULL,
	"maximum_applications" integer,
	"applications" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."resources" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"slug" text NOT NULL,
	"author_id" text,
	"author" jsonb,
	"type" text NOT NULL,
	"is_breaking" boolean DEFAULT false NOT NULL,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text,
	"content" text,
	"cover" text,
	"logo" text,
	"published_at" timestamp with time zone,
	"read_time" integer,
	"short_description" text,
	"title" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."signup_plans" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"owner" text NOT NULL,
	"user_profile_id" text NOT NULL,
	"pricing_plan_id" text,
	"referral_code_id" text,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."survey_questions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"survey_id" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"field_name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"validation" jsonb,
	"control" text NOT NULL,
	"default_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."survey_responses" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"survey_id" text NOT NULL,
	"owner" text,
	"identity_id" text,
	"requester_ip" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."surveys" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."tenants" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text,
	"workspace" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"logo" jsonb,
	"company_information" jsonb,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."user_profiles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"sub" text,
	"email" text,
	"name" text,
	"cognito_user" jsonb,
	"picture" jsonb,
	"owner" text NOT NULL,
	"is_onboarded" boolean DEFAULT false NOT NULL,
	"pending_approval" boolean DEFAULT true NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"business_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_account" jsonb,
	"signup_plan_id" text,
	"tenant_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."devices" (
	"pool_id" text NOT NULL,
	"device_key" text NOT NULL,
	"username" text NOT NULL,
	"group_key" text NOT NULL,
	"salt" text,
	"verifier" text,
	"name" text,
	"remembered" boolean DEFAULT false NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_ip" text,
	"last_authenticated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_pool_id_device_key_pk" PRIMARY KEY("pool_id","device_key")
);
--> statement-breakpoint
CREATE TABLE "identity"."groups" (
	"pool_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"precedence" integer,
	"role_arn" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_pool_id_name_pk" PRIMARY KEY("pool_id","name")
);
--> statement-breakpoint
CREATE TABLE "identity"."identities" (
	"id" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"logins" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."identity_pools" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"allow_unauthenticated" boolean DEFAULT false NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"pool_id" text NOT NULL,
	"client_id" text NOT NULL,
	"username" text NOT NULL,
	"device_key" text,
	"scopes" text,
	"auth_time" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" text
);
--> statement-breakpoint
CREATE TABLE "identity"."signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"use" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity"."user_groups" (
	"pool_id" text NOT NULL,
	"group_name" text NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_pool_id_group_name_username_pk" PRIMARY KEY("pool_id","group_name","username")
);
--> statement-breakpoint
CREATE TABLE "identity"."user_pool_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_enc" text,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."user_pools" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."users" (
	"pool_id" text NOT NULL,
	"username" text NOT NULL,
	"sub" text NOT NULL,
	"email" text,
	"phone_number" text,
	"status" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"attributes" jsonb NOT NULL,
	"pending_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"password_hash" text,
	"srp_salt" text,
	"srp_verifier" text,
	"mfa" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"lockout_level" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"tokens_valid_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_pool_id_username_pk" PRIMARY KEY("pool_id","username")
);
--> statement-breakpoint
CREATE TABLE "identity"."verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"username" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."groups" ADD CONSTRAINT "groups_pool_id_user_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."user_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."identities" ADD CONSTRAINT "identities_pool_id_identity_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."identity_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."signing_keys" ADD CONSTRAINT "signing_keys_pool_id_user_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."user_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."user_pool_clients" ADD CONSTRAINT "user_pool_clients_pool_id_user_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."user_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD CONSTRAINT "users_pool_id_user_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."user_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "app"."enquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_idx" ON "app"."newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_status_created_idx" ON "app"."newsletter_subscriptions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_owner_type_idx" ON "app"."notifications" USING btree ("owner","type");--> statement-breakpoint
CREATE INDEX "notifications_profile_type_idx" ON "app"."notifications" USING btree ("user_profile_id","type","id");--> statement-breakpoint
CREATE INDEX "payments_owner_created_idx" ON "app"."payments" USING btree ("owner","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_profile_created_idx" ON "app"."payments" USING btree ("user_profile_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pricing_plans_order_idx" ON "app"."pricing_plans" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "pricing_plans_status_order_idx" ON "app"."pricing_plans" USING btree ("status","order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_idx" ON "app"."referral_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "resources_slug_published_idx" ON "app"."resources" USING btree ("slug","published_at","id");--> statement-breakpoint
CREATE INDEX "resources_type_published_idx" ON "app"."resources" USING btree ("type","published_at","id");--> statement-breakpoint
CREATE INDEX "signup_plans_profile_idx" ON "app"."signup_plans" USING btree ("user_profile_id","id");--> statement-breakpoint
CREATE INDEX "signup_plans_owner_idx" ON "app"."signup_plans" USING btree ("owner","id");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_order_idx" ON "app"."survey_questions" USING btree ("survey_id","order","id");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_created_idx" ON "app"."survey_responses" USING btree ("survey_id","created_at","id");--> statement-breakpoint
CREATE INDEX "survey_responses_owner_idx" ON "app"."survey_responses" USING btree ("owner","id");--> statement-breakpoint
CREATE INDEX "surveys_start_idx" ON "app"."surveys" USING btree ("start_at","id");--> statement-breakpoint
CREATE INDEX "tenants_owner_idx" ON "app"."tenants" USING btree ("owner","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_profiles_sub_idx" ON "app"."user_profiles" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "user_profiles_tenant_idx" ON "app"."user_profiles" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "user_profiles_owner_idx" ON "app"."user_profiles" USING btree ("owner","id");--> statement-breakpoint
CREATE INDEX "devices_user_idx" ON "identity"."devices" USING btree ("pool_id","username");--> statement-breakpoint
CREATE INDEX "identities_logins_idx" ON "identity"."identities" USING gin ("logins");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "identity"."refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "identity"."refresh_tokens" USING btree ("pool_id","username");--> statement-breakpoint
CREATE INDEX "signing_keys_pool_idx" ON "identity"."signing_keys" USING btree ("pool_id","use");--> statement-breakpoint
CREATE INDEX "user_groups_user_idx" ON "identity"."user_groups" USING btree ("pool_id","username");--> statement-breakpoint
CREATE INDEX "user_pool_clients_pool_idx" ON "identity"."user_pool_clients" USING btree ("pool_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_pool_sub_idx" ON "identity"."users" USING btree ("pool_id","sub");--> statement-breakpoint
CREATE UNIQUE INDEX "users_pool_email_idx" ON "identity"."users" USING btree ("pool_id","email");--> statement-breakpoint
CREATE INDEX "users_pool_email_prefix_idx" ON "identity"."users" USING btree ("pool_id","email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_pool_phone_idx" ON "identity"."users" USING btree ("pool_id","phone_number");--> statement-breakpoint
CREATE INDEX "users_pool_created_idx" ON "identity"."users" USING btree ("pool_id","created_at","username");--> statement-breakpoint
CREATE INDEX "verification_codes_user_idx" ON "identity"."verification_codes" USING btree ("pool_id","username","purpose","created_at");