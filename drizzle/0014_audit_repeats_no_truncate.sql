CREATE TABLE "audit_repeats" (
	"client_key" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"code" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"audit_id" bigint NOT NULL,
	"more" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_repeats_client_key_action_target_code_window_start_pk" PRIMARY KEY("client_key","action","target","code","window_start")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_repeats_audit_idx" ON "audit_repeats" USING btree ("audit_id");--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE FUNCTION audit_repeats_counts_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.client_key = OLD.client_key AND NEW.action = OLD.action AND NEW.target = OLD.target AND NEW.code = OLD.code
    AND NEW.window_start = OLD.window_start AND NEW.audit_id = OLD.audit_id AND NEW.more >= OLD.more THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_repeats only counts up';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_repeats_counts_up BEFORE UPDATE ON "audit_repeats" FOR EACH ROW EXECUTE FUNCTION audit_repeats_counts_only();--> statement-breakpoint
CREATE TRIGGER audit_repeats_kept BEFORE DELETE OR TRUNCATE ON "audit_repeats" FOR EACH STATEMENT EXECUTE FUNCTION audit_repeats_counts_only();
