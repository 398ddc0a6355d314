import { describe, expect, it } from "vitest";
import { describeGuideBasics } from "../testing/guide-checks";
import { articleText } from "./article-text";
import { article } from "./rac-aa-green-flag-breakdown-cover-comparison";

const slug = "rac-aa-green-flag-breakdown-cover-comparison";
const text = articleText(article);

/** docs/product/figures.md, breakdown: written exactly as docs/product/figures.md gives them. */
const specFigures = [
  "15 million",
  "3.5 million",
  "45 minutes",
  "1897",
  "1905",
  "1971",
  "about 35%",
  "about 30%",
  "about 20%",
  "3,200+",
  "2,800+",
  "2,000+",
  "up to £150",
  "up to £100",
  "£150/night for up to 2 nights",
  "£100/night for up to 2 nights",
  "£35-55",
  "£75-120",
  "£150-250",
  "£40-65",
  "£80-130",
  "£160-280",
  "£25-45",
  "£55-95",
  "£120-180",
  "38 minutes",
  "42 minutes",
  "79%",
  "74%",
  "71%",
  "4.2 out of 5",
  "4.0 out of 5",
  "4.1 out of 5",
];

/** The required section outline for the breakdown guide, as level 2 heading ids in order. */
const specOutline = [
  "market-at-a-glance",
  "provider-overview",
  "coverage-levels",
  "provider-analysis",
  "performance-metrics",
  "choosing-cover",
  "money-saving-tips",
  "final-recommendations",
  "compare-breakdown-cover",
];

describeGuideBasics(slug, article, { outline: specOutline, says: specFigures });

describe(slug, () => {
  it("awards best overall to the largest, best value to the cheapest and best heritage to the oldest", () => {
    const verdict = article.blocks.find(
      (block) => block.type === "table" && block.caption === "Final recommendations",
    );
    const awards = Object.fromEntries(
      (verdict?.type === "table" ? verdict.rows : []).map(([award, provider]) => [award, provider]),
    );
    expect(awards).toEqual({
      "Best overall": "Roadcrest Motoring Club",
      "Best value": "Swiftbeam Breakdown",
      "Best heritage": "Roadcrest Motoring Club",
    });
    expect(text).toMatch(/Roadcrest Motoring Club \(founded 1897\)[\s\S]*about 35%/);
    expect(text).toMatch(/Swiftbeam Breakdown \(founded 1971\)[\s\S]*£25-45/);
  });

  it("names no real breakdown organisation anywhere a reader sees", () => {
    const visible = [article.title, article.description, article.image.alt, text].join("\n");
    expect(visible).not.toMatch(/\bRAC\b|\bAA\b|Green Flag/i);
  });
});
