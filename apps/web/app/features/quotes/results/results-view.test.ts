import { describe, expect, it } from "vitest";
import {
  activeFilters,
  defaultView,
  filterQuotes,
  readResultsView,
  sortQuotes,
  withoutFilters,
  writeResultsView,
} from "./results-view";

const cover = (...included: string[]) =>
  ["courtesy-car", "windscreen", "legal-expenses"].map((feature) => ({
    feature,
    name: feature,
    status: included.includes(feature) ? ("included" as const) : ("optional" as const),
  }));

const quotes = [
  { id: "a", annualPrice: 400, monthlyPrice: 36, rating: 4.5, excess: 250, cover: cover("windscreen") },
  { id: "b", annualPrice: 300, monthlyPrice: 27, rating: 3.5, excess: 500, cover: cover() },
  {
    id: "c",
    annualPrice: 300,
    monthlyPrice: 26,
    rating: 4.5,
    excess: 100,
    cover: cover("windscreen", "courtesy-car"),
  },
  { id: "d", annualPrice: 500, monthlyPrice: 45, rating: 4.8, excess: 250, cover: cover("courtesy-car") },
];
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((quote) => quote.id);

describe("sortQuotes", () => {
  it("orders by the headline price, then the other price", () => {
    expect(ids(sortQuotes(quotes, "price", "monthly"))).toEqual(["c", "b", "a", "d"]);
    expect(ids(sortQuotes(quotes, "price", "annual"))).toEqual(["c", "b", "a", "d"]);
  });

  it("follows the headline figure where monthly and annual prices order differently", () => {
    // Issue 16: £54.65/month must not sit above £54.44/month under "Price, cheapest first".
    const headline = [
      { ...quotes[0]!, id: "dearer-monthly", annualPrice: 546.52, monthlyPrice: 54.65 },
      { ...quotes[0]!, id: "cheaper-monthly", annualPrice: 560.0, monthlyPrice: 54.44 },
    ];
    expect(ids(sortQuotes(headline, "price", "monthly"))).toEqual(["cheaper-monthly", "dearer-monthly"]);
    expect(ids(sortQuotes(headline, "price", "annual"))).toEqual(["dearer-monthly", "cheaper-monthly"]);
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
      show: "annual" as const,
      maxExcess: 250,
      minRating: 4,
      mustHave: ["windscreen", "courtesy-car"],
    };
    const params = writeResultsView(view);
    expect(params.toString()).toBe(
      "sort=rating&show=annual&excess=250&rating=4&cover=windscreen&cover=courtesy-car",
    );
    expect(readResultsView(params)).toEqual(view);
    expect(writeResultsView(defaultView).toString()).toBe("");
  });

  it("keeps parameters that are not its own", () => {
    expect(
      writeResultsView({ ...defaultView, show: "annual" }, new URLSearchParams("from=email")).toString(),
    ).toBe("from=email&show=annual");
  });

  it("falls back to the default for anything it cannot read", () => {
    expect(
      readResultsView(new URLSearchParams("sort=commission&show=weekly&excess=-5&rating=9&cover=%3Cb%3E")),
    ).toEqual(defaultView);
    expect(readResultsView(new URLSearchParams("excess=abc&rating="))).toEqual(defaultView);
  });
});
