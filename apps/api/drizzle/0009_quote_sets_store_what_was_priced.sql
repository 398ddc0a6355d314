-- A quote set stores what was asked and what each insurer priced (pricing), and names the cover
-- catalogue version it was made with (catalogue); the catalogue's facts are stored once, in
-- cover_catalogues. Sets saved before keep their whole answer in quotes until they expire.
-- The outbox keeps only which quote set an email is about: it is rendered when sent.
CREATE TABLE "cover_catalogues" (
	"hash" text PRIMARY KEY NOT NULL,
	"insurers" json NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "quotes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "catalogue" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "pricing" json;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "to_address";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "html";