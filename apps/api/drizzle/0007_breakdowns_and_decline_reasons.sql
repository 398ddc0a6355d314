-- Quotes now carry their cover, price breakdown and instalment plan, and quote sets say why
-- providers declined. Quote sets saved before this cannot show those, so they are treated as
-- expired (the site offers a new quote) and purged on the usual retention schedule.
ALTER TABLE "quote_requests" ADD COLUMN "providers_declined_for" json;--> statement-breakpoint
UPDATE "quote_requests" SET "providers_declined_for" = '{"productNotOffered":0,"ageOutsideAppetite":0,"areaExcluded":0}', "expires_at" = LEAST("expires_at", now());--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "providers_declined_for" SET NOT NULL;
