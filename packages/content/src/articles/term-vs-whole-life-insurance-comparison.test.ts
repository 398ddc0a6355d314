import { describe, expect, it } from "vitest";
import { describeGuideBasics } from "../testing/guide-checks";
import { articleText } from "./article-text";
import { article } from "./term-vs-whole-life-insurance-comparison";

/** docs/product/figures.md, Life, written exactly as docs/product/figures.md gives them. */
const figures = [
  "10, 20 or 30 years",
  "35-year-old non-smoker",
  "£200,000",
  "£15-25 a month",
  "£150-250 a month",
  "10-15 years",
  "5% a year",
];

const text = articleText(article);

describeGuideBasics("term-vs-whole-life-insurance-comparison", article, { says: figures });

describe("term vs whole life insurance guide", () => {
  it("works the invest-the-difference example through at 5% a year", () => {
    // £200 - £20 = £180 a month for 25 years, growing at 5% a year compounded monthly.
    const monthlyRate = 0.05 / 12;
    const value = (180 * ((1 + monthlyRate) ** 300 - 1)) / monthlyRate;
    expect(text).toContain("£180 a month");
    expect(text).toContain(`about £${Math.round(value / 1000)},000`);
  });

  it("totals the premiums in the cost table correctly", () => {
    const table = article.blocks.find(
      (block) => block.type === "table" && block.caption.startsWith("Total premiums"),
    );
    if (table?.type !== "table") throw new Error("the cost table is missing");
    const pounds = (cell = "") => Number(cell.replace(/[£,]/g, ""));
    for (const [, monthly, years, total] of table.rows) {
      expect(pounds(monthly) * 12 * Number(years)).toBe(pounds(total));
    }
  });
});
