-- The suppression list (keyed hashes of addresses), each sent email's recipient hash for the daily cap, and idempotency records findable by address for erasure.
CREATE TABLE "suppressions" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recipient_hash" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_address_idx" ON "idempotency_keys" USING btree ("address_hash");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient_hash","sent_at");