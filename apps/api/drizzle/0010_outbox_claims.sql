-- A sender's claim on an email (claimed_until), apart from its retry backoff (next_attempt_at), so
-- claims can be released at start on PGlite, where the folder lock proves their holder is dead.
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_until" timestamp with time zone;