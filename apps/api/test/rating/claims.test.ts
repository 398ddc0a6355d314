import { carFromClaim, carSpreadClaim, noClaimsClaim, panelClaim } from "@plummet/content/claims";
import { describe, expect, it } from "vitest";
import { panelClaimFigures } from "../../src/claims/panel-claims";

// The site's copy claims these figures; each must still hold for the engine and panel as they are
// (and not undersell them by much, or the claim says less than the truth).
describe("what the site claims", () => {
  const figures = panelClaimFigures();

  it("has a panel of 40 or more insurers", () => {
    expect(panelClaim.figure).toBe("40+");
    expect(figures.panelSize).toBeGreaterThanOrEqual(40);
    expect(panelClaim.basis).toContain(`${figures.panelSize} insurers`);
  });

  it("gives car quotes from the claimed price for a documented driver", () => {
    expect(figures.cheapestCar.annualPrice).toBeGreaterThanOrEqual(carFromClaim.pounds);
    expect(figures.cheapestCar.annualPrice).toBeLessThan(carFromClaim.pounds + 25);
    expect(carFromClaim.figure).toBe(`£${carFromClaim.pounds}`);
  });

  it("spreads one driver's car quotes as far apart as claimed", () => {
    expect(figures.widestCarSpread.pounds).toBeGreaterThanOrEqual(carSpreadClaim.pounds);
    expect(figures.widestCarSpread.pounds).toBeLessThan(carSpreadClaim.pounds + 25);
    expect(carSpreadClaim.figure).toBe(`£${carSpreadClaim.pounds}`);
  });

  it("takes off at most the claimed no-claims discount", () => {
    expect(figures.largestNoClaimsDiscount).toBe(noClaimsClaim.percent);
    expect(noClaimsClaim.figure).toBe(`${noClaimsClaim.percent}%`);
  });
});
