import { describe, expect, it } from "vitest";
import { describeGuideBasics } from "../testing/guide-checks";
import { article } from "./how-to-save-money-on-insurance-expert-tips";

const slug = "how-to-save-money-on-insurance-expert-tips";

/** docs/product/figures.md, savings: written exactly as docs/product/figures.md gives them. */
const specFigures = [
  "£200-500",
  "£150-400",
  "£50-200",
  "£800+",
  "switching can save 20-40%",
  "by 10-25%",
  "adds 15-20%",
  "save 5-15%",
  "can save 20-40%",
  "by 5-15%",
  "car cover 21-28 days",
  "home cover 23-25 days",
  "£1,345 a year",
];

/** The required section outline for the savings guide, as level 2 heading ids in order. */
const specOutline = [
  "potential-savings",
  "universal-strategies",
  "car-insurance-tips",
  "home-insurance-tips",
  "travel-insurance-tips",
  "life-insurance-tips",
  "advanced-strategies",
  "what-not-to-do",
  "annual-review-timeline",
  "savings-tracker",
  "compare-quotes",
];

describeGuideBasics(slug, article, { outline: specOutline, says: specFigures });

describe(slug, () => {
  it("numbers exactly five universal strategies", () => {
    const start = article.blocks.findIndex(
      (block) => block.type === "heading" && block.id === "universal-strategies",
    );
    const strategies = article.blocks.slice(start).find((block) => block.type === "steps");
    expect(strategies?.type === "steps" ? strategies.items.length : 0).toBe(5);
  });

  it("adds up its example savings tracker", () => {
    const tracker = article.blocks.find(
      (block) => block.type === "table" && block.caption.startsWith("Example savings tracker"),
    );
    const rows = tracker?.type === "table" ? tracker.rows : [];
    const pounds = (cell = "") => Number(cell.replace(/[£,]/g, ""));
    const policies = rows.slice(0, -1);
    const total = rows.at(-1) ?? [];
    for (const row of policies) expect(pounds(row[2]) - pounds(row[3])).toBe(pounds(row[4]));
    for (const column of [2, 3, 4]) {
      const sum = policies.reduce((acc, row) => acc + pounds(row[column]), 0);
      expect(pounds(total[column])).toBe(sum);
    }
  });
});
