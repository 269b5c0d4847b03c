CREATE TABLE "content_drafts" (
	"unit_id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "content_unit_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"schema_version" integer NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restored_from" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_units" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"schema_version" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"stamps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"label" jsonb NOT NULL,
	"en" jsonb NOT NULL,
	"zh" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "created_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "content_unit_revisions_unit_version_idx" ON "content_unit_revisions" USING btree ("unit_id","version");