CREATE TABLE "editor_presence" (
	"unit_id" text NOT NULL,
	"email" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "editor_presence_unit_id_email_pk" PRIMARY KEY("unit_id","email")
);
