-- Partners' API keys (hashes only), the partner on quote sets and click-outs, and Idempotency-Key answers kept for 24 hours.
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"response_status" smallint,
	"response_body" text,
	"response_location" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_route_key_pk" PRIMARY KEY("scope","route","key")
);
--> statement-breakpoint
CREATE TABLE "partner_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "click_outs" ADD COLUMN "partner_id" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "partner_id" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "click_outs_partner_id_idx" ON "click_outs" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_partner_id_idx" ON "quote_requests" USING btree ("partner_id","created_at");