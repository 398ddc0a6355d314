import type { InsuranceType } from "@plummet/contracts";
import type { GivenDetails } from "./detail-relativities";
import type { AreaBand } from "./postcode-areas";

/**
 * Each insurer's own rating model, in short. Real insurers agree on the direction of every risk but
 * weigh them differently: one wants young drivers, another older ones; one prices a city keenly,
 * another a claim. So the cheapest insurer changes with the risk, and quotes for one driver spread
 * far wider than one price level per insurer allows (docs/product/pricing-evidence.md).
 *
 * An insurer of the built-in panel leans on each segment of the risk (the applicant's age band, the
 * area's band, each kind of history) by a fixed amount of up to LEAN, drawn once from its slug,
 * the product and the segment: the same request always prices the same,
 * and the leans are as fictional as the insurers. Remote insurers price with their own models.
 */
export const LEAN = 0.2;

function ageBand(age: number): string {
  return age < 25 ? "under-25" : age < 40 ? "25-39" : age < 60 ? "40-59" : "60-plus";
}

/** The kinds of history a request declares, for the ones insurers weigh differently. */
function historyKinds(details: GivenDetails | undefined): string[] {
  if (!details) return [];
  const kinds: string[] = [];
  if (details.claims !== undefined && details.claims !== "0") kinds.push("claims");
  if (Array.isArray(details.convictions) && details.convictions.length > 0) kinds.push("convictions");
  if (details.noClaimsYears === "0" || details.noClaimsYears === "1") kinds.push("new");
  if (details.medicalConditions === "declared" || details.medicalConditions === "yes") kinds.push("medical");
  return kinds;
}

/** FNV-1a: a stable number in [-1, 1] for a text. */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) / 0xffffffff) * 2 - 1;
}

/**
 * The insurer's lean on this request's risk: either way on the applicant's age band and the area's
 * band, and only upward on each kind of history declared, so a worse history is never cheaper at
 * the same insurer (and a dearer cover level never cheaper than a lower one).
 */
export function insurerLean(
  slug: string,
  request: { insuranceType: InsuranceType; age: number; details?: GivenDetails },
  band: AreaBand,
): number {
  const key = `${slug}|${request.insuranceType}`;
  let lean =
    (1 + LEAN * unitHash(`${key}|age:${ageBand(request.age)}`)) *
    (1 + LEAN * unitHash(`${key}|area:${band}`));
  for (const kind of historyKinds(request.details))
    lean *= 1 + (LEAN * (unitHash(`${key}|history:${kind}`) + 1)) / 2;
  return lean;
}
