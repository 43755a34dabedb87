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