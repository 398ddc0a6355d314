/**
 * The market over a documented sweep of profiles: for each product, every age band, kind of area,
 * cover level and history below, which insurer of the built-in panel is cheapest and how far the
 * dearest quote is above the cheapest. Prints a table per product; asserts nothing (the limits are
 * tested in test/rating/market.test.ts on the same sweep).
 *
 *   pnpm --filter @plummet/api exec tsx bench/market-sweep.ts
 */
import { insuranceTypes } from "@plummet/contracts";
import { cheapestShares, sweepProfiles } from "../src/rating/market-sweep";

for (const type of insuranceTypes) {
  const { profiles, shares, spreads, averages } = cheapestShares(type);
  const top = [...shares.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const sorted = [...spreads].sort((a, b) => a - b);
  const pct = (value: number) => `${Math.round(value * 100)}%`;
  console.log(
    `${type.padEnd(10)} ${String(profiles).padStart(4)} profiles | cheapest: ${top
      .map(([slug, share]) => `${slug} ${pct(share)}`)
      .join(", ")} | dearest/cheapest: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)}x, ` +
      `range ${sorted[0]!.toFixed(2)}-${sorted.at(-1)!.toFixed(2)}x | average/cheapest: median ${[...averages]
        .sort((a, b) => a - b)
        [Math.floor(averages.length / 2)]!.toFixed(2)}x`,
  );
}
console.log(`\n${sweepProfiles.description}`);
