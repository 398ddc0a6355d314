import { describe, expect, it } from "vitest";
import { excessChoices, ratingChoices } from "./filter-choices";
import {
  activeFilters,
  defaultView,
  filterQuotes,
  readResultsView,
  sortQuotes,
  withoutFilters,
  writeResultsView,
} from "./results-view";
import { unreadViewSettings } from "./unread-view-settings";

const cover = (...included: string[]) =>
  ["courtesy-car", "windscreen", "legal-expenses"].map((feature) => ({
    feature,
    name: feature,
    status: included.includes(feature) ? ("included" as const) : ("optional" as const),
  }));

/** A quote as the view needs it; paying monthly costs 12 instalments unless a total is given. */
const quote = (
  id: string,
  annualPrice: number,
  monthlyPrice: number,
  rating: number,
  excess: number,
  coverList: ReturnType<typeof cover>,
  totalPayable = monthlyPrice * 12,
) => ({
  id,
  provider: `Insurer ${id}`,
  providerSlug: id,
  annualPrice,
  monthlyPrice,
  rating,
  excess,
  cover: coverList,
  instalmentPlan: {
    deposit: 0,
    instalments: 12,
    instalmentAmount: monthlyPrice,
    totalPayable,
    creditCharge: 0,
    apr: 0,
  },
});

const quotes = [
  quote("a", 400, 36, 4.5, 250, cover("windscreen")),
  quote("b", 300, 27, 3.5, 500, cover()),
  quote("c", 300, 26, 4.5, 100, cover("windscreen", "courtesy-car")),
  quote("d", 500, 45, 4.8, 250, cover("courtesy-car")),
];
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((quote) => quote.id);

describe("sortQuotes", () => {
  it("orders by the total for the way of paying, then the other total", () => {
    expect(ids(sortQuotes(quotes, "price", "monthly"))).toEqual(["c", "b", "a", "d"]);
    expect(ids(sortQuotes(quotes, "price", "annual"))).toEqual(["c", "b", "a", "d"]);
  });

  it("orders monthly payers by the total they pay, deposit included, not by the instalment", () => {
    // Issue 31: £55.75 a month after an £81.98 deposit (£639.48 in all) is dearer than £56.10 a
    // month with no deposit (£617.10 in all), and the annual view follows the annual price.
    const plans = [
      { ...quote("deposit", 605.88, 55.75, 4, 250, cover(), 639.48) },
      { ...quote("no-deposit", 546.52, 56.1, 4, 250, cover(), 617.1) },
    ];
    expect(ids(sortQuotes(plans, "price", "monthly"))).toEqual(["no-deposit", "deposit"]);
    expect(ids(sortQuotes(plans, "price", "annual"))).toEqual(["no-deposit", "deposit"]);
    const flipped = [plans[0]!, { ...plans[1]!, annualPrice: 620 }];
    expect(ids(sortQuotes(flipped, "price", "annual"))).toEqual(["deposit", "no-deposit"]);
    expect(ids(sortQuotes(flipped, "price", "monthly"))).toEqual(["no-deposit", "deposit"]);
  });

  it("orders by rating or by excess, cheapest first among equals", () => {
    expect(ids(sortQuotes(quotes, "rating", "monthly"))).toEqual(["d", "c", "a", "b"]);
    expect(ids(sortQuotes(quotes, "excess", "monthly"))).toEqual(["c", "a", "d", "b"]);
  });

  it("leaves the input untouched", () => {
    const copy = [...quotes];
    sortQuotes(quotes, "rating", "annual");
    expect(quotes).toEqual(copy);
  });
});

describe("filterQuotes", () => {
  it("keeps quotes within the excess, above the rating and with every must-have included", () => {
    expect(ids(filterQuotes(quotes, { ...defaultView, maxExcess: 250 }))).toEqual(["a", "c", "d"]);
    expect(ids(filterQuotes(quotes, { ...defaultView, minRating: 4.5 }))).toEqual(["a", "c", "d"]);
    expect(ids(filterQuotes(quotes, { ...defaultView, mustHave: ["courtesy-car", "windscreen"] }))).toEqual([
      "c",
    ]);
    expect(filterQuotes(quotes, { ...defaultView, maxExcess: 50 })).toEqual([]);
  });

  it("treats an optional extra as not included", () => {
    expect(ids(filterQuotes(quotes, { ...defaultView, mustHave: ["legal-expenses"] }))).toEqual([]);
  });

  it("counts and clears filters, keeping the sort and the headline", () => {
    const view = {
      sort: "excess" as const,
      show: "annual" as const,
      maxExcess: 250,
      minRating: 4,
      mustHave: ["windscreen"],
    };
    expect(activeFilters(view)).toBe(3);
    expect(withoutFilters(view)).toEqual({ sort: "excess", show: "annual", mustHave: [] });
  });
});

describe("the view in the page address", () => {
  it("reads back what it writes, leaving defaults out", () => {
    const view = {
      sort: "rating" as const,
      show: "monthly" as const,
      maxExcess: 250,
      minRating: 4,
      mustHave: ["windscreen", "courtesy-car"],
    };
    const params = writeResultsView(view);
    expect(params.toString()).toBe(
      "sort=rating&show=monthly&excess=250&rating=4&cover=windscreen&cover=courtesy-car",
    );
    expect(readResultsView(params)).toEqual(view);
    expect(writeResultsView(defaultView).toString()).toBe("");
  });

  it("keeps parameters that are not its own", () => {
    expect(
      writeResultsView({ ...defaultView, show: "monthly" }, new URLSearchParams("from=email")).toString(),
    ).toBe("from=email&show=monthly");
  });

  it("falls back to the default for anything it cannot read", () => {
    expect(
      readResultsView(new URLSearchParams("sort=commission&show=weekly&excess=-5&rating=9&cover=%3Cb%3E")),
    ).toEqual(defaultView);
    expect(readResultsView(new URLSearchParams("excess=abc&rating="))).toEqual(defaultView);
  });

  it("names what it could not read, and nothing it could", () => {
    expect(
      unreadViewSettings(new URLSearchParams("sort=commission&show=weekly&excess=-5&rating=9&cover=%3Cb%3E")),
    ).toEqual(["sort=commission", "show=weekly", "excess=-5", "rating=9", "cover=<b>"]);
    expect(unreadViewSettings(new URLSearchParams("sort=rating&show=monthly&excess=250&from=email"))).toEqual(
      [],
    );
  });
});

describe("the filters' choices", () => {
  it("offer each excess that occurs and the rating floors that filter something", () => {
    expect(excessChoices(quotes)).toEqual([100, 250, 500]);
    expect(ratingChoices(quotes)).toEqual([4, 4.5]);
    expect(ratingChoices([quote("x", 1, 1, 4.2, 0, cover())])).toEqual([]);
  });

  it("defaults to the annual price, the order the quotes service and the email use", () => {
    expect(defaultView.show).toBe("annual");
  });
});
