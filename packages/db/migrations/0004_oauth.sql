CREATE TABLE "identity"."hosted_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"username" text NOT NULL,
	"auth_time" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity"."identity_providers" (
	"pool_id" text NOT NULL,
	"provider_name" text NOT NULL,
	"provider_type" text NOT NULL,
	"details_enc" text NOT NULL,
	"attribute_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idp_identifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_providers_pool_id_provider_name_pk" PRIMARY KEY("pool_id","provider_name")
);
--> statement-breakpoint
CREATE TABLE "identity"."oauth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"client_id" text NOT NULL,
	"username" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"scopes" text NOT NULL,
	"code_challenge" text,
	"code_challenge_method" text,
	"nonce" text,
	"auth_time" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity"."provider_links" (
	"pool_id" text NOT NULL,
	"provider_name" text NOT NULL,
	"provider_subject" text NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_links_pool_id_provider_name_provider_subject_pk" PRIMARY KEY("pool_id","provider_name","provider_subject")
);
--> statement-breakpoint
CREATE TABLE "identity"."resource_servers" (
	"pool_id" text NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_servers_pool_id_identifier_pk" PRIMARY KEY("pool_id","identifier")
);
--> statement-breakpoint
ALTER TABLE "identity"."hosted_sessions" ADD CONSTRAINT "hosted_sessions_pool_id_user_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."user_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."identity_providers" ADD CONSTRAINT "identity_providers_pool_id_user_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."user_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."oauth_codes" ADD CONSTRAINT "oauth_codes_pool_id_user_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."user_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."provider_links" ADD CONSTRAINT "provider_links_pool_id_user_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."user_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."resource_servers" ADD CONSTRAINT "resource_servers_pool_id_user_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."user_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hosted_sessions_user_idx" ON "identity"."hosted_sessions" USING btree ("pool_id","username");--> statement-breakpoint
CREATE INDEX "oauth_codes_expiry_idx" ON "identity"."oauth_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "provider_links_user_idx" ON "identity"."provider_links" USING btree ("pool_id","username");