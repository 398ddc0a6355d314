-- Quote sets saved before migration 0009 kept their whole answer in "quotes"; decision 011
-- promised they reopen until they expire (the last by 2026-12-25). They are rewritten here into
-- the format every later set has, so the service reads one format (decision 048):
--   * a cover catalogue version of their own ('pre-0009-' || id), holding each quote's facts as
--     answered (insurer name, product, rating, excess, features and cover at the level priced);
--   * the market's side of the price from the breakdown (base rate, tax rate, each step but the
--     insurer's own, without its amount);
--   * per quote, its annual price in pence, the insurer's own multiplier (the breakdown's last
--     step) and instalment terms that give back its plan to the penny: the deposit's share of the
--     price, and a credit charge rate whose charge is what the instalments add up to.
-- Sets with no quotes get an empty catalogue version. "quotes" is emptied (the column goes once
-- no instance older than this migration runs).
INSERT INTO "cover_catalogues" ("hash", "insurers", "created_at")
SELECT 'pre-0009-' || r."id",
	COALESCE((
		SELECT json_object_agg(q->>'providerSlug', json_build_object(
			'name', q->'provider',
			'products', json_build_object(r."insurance_type", json_build_object(
				'productName', q->'productName',
				'rating', q->'rating',
				'excess', q->'excess',
				'features', json_build_object(r."coverage_amount", q->'features'),
				'cover', json_build_object(r."coverage_amount", q->'cover')))))
		FROM json_array_elements(r."quotes") AS q
	), '{}'::json),
	r."created_at"
FROM "quote_requests" r
WHERE r."pricing" IS NULL AND r."quotes" IS NOT NULL
ON CONFLICT ("hash") DO NOTHING;
--> statement-breakpoint
UPDATE "quote_requests" r
SET "catalogue" = 'pre-0009-' || r."id",
	"pricing" = json_build_object(
		'market', json_build_object(
			'baseRate', COALESCE(r."quotes"->0->'breakdown'->'baseRate', '0'::json),
			'taxRate', COALESCE(r."quotes"->0->'breakdown'->'tax'->'rate', '0'::json),
			'steps', COALESCE((
				SELECT json_agg((step::jsonb - 'amount')::json ORDER BY n)
				FROM json_array_elements(r."quotes"->0->'breakdown'->'steps') WITH ORDINALITY AS s(step, n)
				WHERE n < json_array_length(r."quotes"->0->'breakdown'->'steps')
			), '[]'::json)),
		'quotes', COALESCE((
			SELECT json_agg(json_build_object(
				'insurer', q->>'providerSlug',
				'annualPence', priced.annual,
				'insurerMultiplier', q->'breakdown'->'steps'->-1->'multiplier',
				'instalments', json_build_object(
					'instalments', priced.instalments,
					'depositShare', priced.deposit / priced.annual,
					'chargeRate', (priced.instalment * priced.instalments - (priced.annual - priced.deposit))
						/ (priced.annual - priced.deposit))) ORDER BY n)
			FROM json_array_elements(r."quotes") WITH ORDINALITY AS quote(q, n)
			CROSS JOIN LATERAL (SELECT
				round((q->>'annualPrice')::numeric * 100) AS annual,
				round((q->'instalmentPlan'->>'deposit')::numeric * 100) AS deposit,
				round((q->'instalmentPlan'->>'instalmentAmount')::numeric * 100) AS instalment,
				(q->'instalmentPlan'->>'instalments')::int AS instalments) AS priced
		), '[]'::json)),
	"quotes" = NULL
WHERE r."pricing" IS NULL AND r."quotes" IS NOT NULL;
