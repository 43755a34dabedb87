ALTER TABLE "app"."enquiries" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "app"."enquiries" ADD COLUMN "consented_at" timestamp with time zone;