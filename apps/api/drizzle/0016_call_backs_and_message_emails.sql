-- Call-back requests, and outbox rows for the emails that acknowledge a contact message and confirm a call-back request.
CREATE TABLE "call_back_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"best_time" text NOT NULL,
	"topic" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "call_back_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "contact_message_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "call_back_id" uuid;--> statement-breakpoint
CREATE INDEX "call_back_requests_created_at_idx" ON "call_back_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "call_back_requests_email_idx" ON "call_back_requests" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_call_back_id_call_back_requests_id_fk" FOREIGN KEY ("call_back_id") REFERENCES "public"."call_back_requests"("id") ON DELETE cascade ON UPDATE no action;