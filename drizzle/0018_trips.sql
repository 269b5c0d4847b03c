CREATE TABLE "trips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" bigint NOT NULL,
	"item_id" text,
	"service" text NOT NULL,
	"service_date" text NOT NULL,
	"pickup_time" text,
	"pickup_place" text DEFAULT '' NOT NULL,
	"adults" integer DEFAULT 1 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"vehicle" text DEFAULT '' NOT NULL,
	"price_aed" integer,
	"driver_notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"reconfirmed_at" timestamp with time zone,
	"reconfirmed_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_day_idx" ON "trips" USING btree ("service_date","pickup_time");--> statement-breakpoint
CREATE INDEX "trips_enquiry_idx" ON "trips" USING btree ("enquiry_id");