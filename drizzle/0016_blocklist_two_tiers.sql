CREATE TABLE "blocklist_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"refuse_terms" text[] NOT NULL,
	"flag_terms" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "is_flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "flagged_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "enquiries_flagged_created_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."is_flagged";