import { describe, expect, it } from "vitest";
import { describeGuideBasics } from "../testing/guide-checks";
import { article } from "./insurance-claims-process-what-to-expect";

const slug = "insurance-claims-process-what-to-expect";

/** docs/product/figures.md, claims: written exactly as docs/product/figures.md gives them. */
const specFigures = [
  "89%",
  "14 days",
  "£2,400",
  "24/7",
  "within 24 hours",
  "1-2 business days",
  "5-10 working days",
  "4-6 weeks",
  "every 20 working days",
  "£355,000",
  "3-6 months",
  "100% of valid claims",
];

/** The required section outline for the claims guide, as level 2 heading ids in order. */
const specOutline = [
  "claims-statistics",
  "five-step-overview",
  "immediate-actions",
  "evidence-gathering",
  "assessment",
  "decision",
  "settlement",
  "claim-types",
  "troubleshooting",
  "rights-and-protections",
  "compare-quotes",
];

describeGuideBasics(slug, article, { outline: specOutline, says: specFigures });

describe(slug, () => {
  it("gives the required five steps in order: Report, Document, Assess, Decide, Settle", () => {
    const start = article.blocks.findIndex(
      (block) => block.type === "heading" && block.id === "five-step-overview",
    );
    const overview = article.blocks.slice(start).find((block) => block.type === "steps");
    const titles = overview?.type === "steps" ? overview.items.map((step) => step.title) : [];
    expect(titles).toEqual(["Report", "Document", "Assess", "Decide", "Settle"]);
  });
});
