-- The enquiry inbox: the pipeline's statuses, history, notes, optimistic versions, the prices shown
-- at submission, the reply clock's calendar, and substring search in Latin and Chinese text.
UPDATE "enquiries" SET "status" = 'replied' WHERE "status" = 'contacted';--> statement-breakpoint
-- What inbox search reads, lower-cased: reference, name, e-mail, message and the item titles.
CREATE FUNCTION inbox_search_text(reference text, name text, email text, message text, items jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(reference || ' ' || name || ' ' || email || ' ' || message || ' ' ||
    coalesce((SELECT string_agg(item->>'title', ' ') FROM jsonb_array_elements(items) AS item), ''))
$$;--> statement-breakpoint
-- The index keys of a text: every 3-character window, and every 2-character window that holds a
-- non-ASCII character (so a two-character Chinese word such as 机场 is found through the index).
-- Duplicates are left in: the index keeps each key once. The high cost tells the planner to read
-- the index rather than compute the keys of every row it walks.
CREATE FUNCTION inbox_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 10000 AS $$
  SELECT array(
    SELECT substr(t, i, 3) FROM generate_series(1, length(t) - 2) AS i
    UNION ALL
    SELECT substr(t, i, 2) FROM generate_series(1, length(t) - 1) AS i WHERE octet_length(substr(t, i, 2)) > 2
  )
$$;--> statement-breakpoint
CREATE TABLE "enquiry_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" bigint NOT NULL,
	"actor" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" bigint NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"internal_reason" text,
	"visitor_wording" text
);
--> statement-breakpoint
CREATE TABLE "inbox_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"working_days" integer[] NOT NULL,
	"holidays" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "shown_prices" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (inbox_search_text(reference, name, email, message, items)) STORED;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_status_history" ADD CONSTRAINT "enquiry_status_history_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_notes_enquiry_idx" ON "enquiry_notes" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiry_status_history_enquiry_idx" ON "enquiry_status_history" USING btree ("enquiry_id","at");--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_open_due_idx" ON "enquiries" USING btree ("reply_due_at") WHERE "enquiries"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "enquiries_search_grams_idx" ON "enquiries" USING gin (inbox_grams("search_text"));--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_enquiry_idx" ON "mail_outbox" USING btree ("enquiry_id") WHERE "mail_outbox"."status" = 'ERROR';