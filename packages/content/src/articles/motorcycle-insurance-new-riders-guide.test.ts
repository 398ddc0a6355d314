import { describe, expect, it } from "vitest";
import { describeGuideBasics } from "../testing/guide-checks";
import { article } from "./motorcycle-insurance-new-riders-guide";

const slug = "motorcycle-insurance-new-riders-guide";

/** docs/product/figures.md, motorcycle: written exactly as docs/product/figures.md gives them. */
const specFigures = [
  "AM",
  "50cc",
  "28mph",
  "A1",
  "125cc",
  "11kW",
  "A2",
  "35kW",
  "0.2kW/kg or less",
  "24 direct, or 21 progressive",
  "£800-2,500",
  "Enhanced Rider Scheme",
  "up to 15%",
  "save 20-30%",
  "20-30% a year",
  "60-70% after 5 years",
  "6-12 months",
  "17-24",
];

describeGuideBasics(slug, article, { says: specFigures });

describe(slug, () => {
  it("gives each licence category its required minimum age", () => {
    const table = article.blocks.find((block) => block.type === "table");
    const ages = Object.fromEntries(
      (table?.type === "table" ? table.rows : []).map(([category, age]) => [category, age]),
    );
    expect(ages).toEqual({ AM: "16", A1: "17", A2: "19", A: "24 direct, or 21 progressive" });
  });
});
