DROP INDEX "mail_outbox_ack_mailbox_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "mailbox" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_ack_mailbox_key_idx" ON "mail_outbox" USING btree ("mailbox","created_at") WHERE "mail_outbox"."kind" = 'ack';--> statement-breakpoint
-- Acknowledgements of the last day keep counting towards the cap: their mailbox key as mailboxKey() forms it.
UPDATE "mail_outbox" SET "mailbox" = regexp_replace(regexp_replace(lower(("to")[1]), '^([^@+]+)\+[^@]*@', '\1@'), '\.+$', '')
WHERE "kind" = 'ack' AND "created_at" > now() - interval '1 day';
