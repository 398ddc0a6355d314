/**
 * Every figure the site's copy claims, with its basis. The figures are worked out from the panel
 * and the pricing engine for the profiles below (`pnpm --filter @plummet/api claims` prints them),
 * and the quotes service's tests fail when the engine changes and a claim stops holding. Each
 * page that makes a claim shows its basis as a footnote.
 */

/** The drivers the car claims are priced for: ages and postcodes across the kinds of UK area. */
export const claimProfiles = {
  car: [
    { age: 25, postcode: "LE1 5WW" },
    { age: 35, postcode: "M1 1AE" },
    { age: 45, postcode: "SW1A 1AA" },
    { age: 50, postcode: "TR1 2HE" },
    { age: 70, postcode: "CB2 1TN" },
  ],
} as const;

const profilesInWords = claimProfiles.car
  .map(({ age, postcode }) => `a ${age}-year-old in ${postcode}`)
  .join(", ");

export interface Claim {
  /** The figure as the copy says it. */
  figure: string;
  /** The footnote mark after the figure, and before its basis. */
  mark: string;
  /** Its basis, in the footnote beside it. */
  basis: string;
}

/** The panel: how many insurers it has. */
export const panelClaim: Claim = {
  figure: "40+",
  mark: "§",
  basis:
    "Our panel has 48 insurers; each quotes only the kinds of cover it offers, so a request is priced by the insurers offering that cover.",
};

/** The lowest car price, rounded down to a round figure. */
export const carFromClaim: Claim & { pounds: number } = {
  pounds: 185,
  figure: "£185",
  mark: "*",
  basis: `The cheapest annual car price our panel gave for any of these drivers at any cover level: ${profilesInWords}, with the usual answers to the other questions. Your price depends on you, your car and where you live.`,
};

/** How far apart the panel's car prices can be for the same driver. */
export const carSpreadClaim: Claim & { pounds: number } = {
  pounds: 670,
  figure: "£670",
  mark: "†",
  basis: `The largest gap between the cheapest and the dearest car quote our panel gave one driver, over these drivers and the three cover levels: ${profilesInWords}. What you could save depends on what you pay now.`,
};

/** The largest no-claims discount the pricing gives. */
export const noClaimsClaim: Claim & { percent: number } = {
  percent: 70,
  figure: "70%",
  mark: "‡",
  basis: "Nine or more years of no-claims bonus take 70% off a car price on our panel, the usual UK scale.",
};

/** Every claim, in the order their notes are listed. */
export const allClaims: readonly Claim[] = [panelClaim, carFromClaim, carSpreadClaim, noClaimsClaim];

/** The claims a piece of content makes (its figure followed by its mark), for that page's notes. */
export function claimsIn(content: unknown): Claim[] {
  const text = JSON.stringify(content);
  return allClaims.filter((claim) => text.includes(`${claim.figure}${claim.mark}`));
}
