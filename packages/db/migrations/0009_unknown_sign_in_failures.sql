CREATE TABLE "identity"."unknown_sign_in_failures" (
	"pool_id" text NOT NULL,
	"username" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"lockout_level" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unknown_sign_in_failures_pool_id_username_pk" PRIMARY KEY("pool_id","username")
);
--> statement-breakpoint
ALTER TABLE "identity"."unknown_sign_in_failures" ADD CONSTRAINT "unknown_sign_in_failures_pool_id_user_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "identity"."user_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unknown_sign_in_failures_updated_idx" ON "identity"."unknown_sign_in_failures" USING btree ("updated_at");