-- Renewal reminders, your-data link requests, email kinds in the outbox, a reminder-made set's previous prices, anonymous click-outs after erasure, and lookups by address.
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "renewal_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"insurance_type" text NOT NULL,
	"coverage_amount" text NOT NULL,
	"age" smallint NOT NULL,
	"postcode" text NOT NULL,
	"details" json,
	"from_reference" text NOT NULL,
	"previous" json NOT NULL,
	"renewal_date" date NOT NULL,
	"remind_on" date NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "click_outs" ALTER COLUMN "quote_request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "click_outs" ALTER COLUMN "quote_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "quote_request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'quote-set' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reminder_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "data_request_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "previous" json;--> statement-breakpoint
CREATE INDEX "data_requests_email_idx" ON "data_requests" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "data_requests_expires_at_idx" ON "data_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_reminders_from_reference_idx" ON "renewal_reminders" USING btree ("from_reference");--> statement-breakpoint
CREATE INDEX "renewal_reminders_remind_on_idx" ON "renewal_reminders" USING btree ("remind_on");--> statement-breakpoint
CREATE INDEX "renewal_reminders_email_idx" ON "renewal_reminders" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_reminder_id_renewal_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."renewal_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_data_request_id_data_requests_id_fk" FOREIGN KEY ("data_request_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "quote_requests_email_idx" ON "quote_requests" USING btree (lower("email"));