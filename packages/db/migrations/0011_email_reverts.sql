CREATE TABLE "identity"."email_reverts" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"username" text NOT NULL,
	"previous_email" text NOT NULL,
	"new_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."email_reverts" ADD CONSTRAINT "email_reverts_pool_id_username_users_pool_id_username_fk" FOREIGN KEY ("pool_id","username") REFERENCES "identity"."users"("pool_id","username") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_reverts_user_idx" ON "identity"."email_reverts" USING btree ("pool_id","username");