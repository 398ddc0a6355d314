-- Quote sets are written once and read whole: keep their quotes in one JSON value on the quote
-- request (one row per save, see src/db/quote-codec.ts) instead of a row per quote. Quotes
-- already stored are carried over as a plain array of quotes, which the codec also reads.
-- The guards let a data folder that ran an unreleased draft of this step (a jsonb column, the
-- quotes table already gone) upgrade as well.
ALTER TABLE "quote_requests" ADD COLUMN IF NOT EXISTS "quotes" json;--> statement-breakpoint
DO $$
BEGIN
  IF to_regclass('quotes') IS NOT NULL THEN
    UPDATE "quote_requests" AS r SET "quotes" = coalesce((
      SELECT json_agg(json_build_object(
        'id', q."id",
        'provider', q."provider",
        'providerSlug', q."provider_slug",
        'productName', q."product_name",
        'rating', q."rating",
        'monthlyPrice', round(q."monthly_price_pence" / 100.0, 2),
        'annualPrice', round(q."annual_price_pence" / 100.0, 2),
        'excess', q."excess",
        'features', q."features"
      ) ORDER BY q."position")
      FROM "quotes" AS q WHERE q."quote_request_id" = r."id"
    ), '[]'::json);
    ALTER TABLE "click_outs" DROP CONSTRAINT IF EXISTS "click_outs_quote_id_quotes_id_fk";
    DROP TABLE "quotes";
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "quotes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "quotes" SET DATA TYPE json USING "quotes"::json;--> statement-breakpoint
UPDATE "quote_requests" SET "quotes" = '[]'::json WHERE "quotes" IS NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "quotes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "assumptions" SET DATA TYPE json USING "assumptions"::json;
