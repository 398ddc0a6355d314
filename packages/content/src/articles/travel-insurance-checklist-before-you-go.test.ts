import { describe, expect, it } from "vitest";
import { describeGuideBasics } from "../testing/guide-checks";
import { articleText } from "./article-text";
import { article } from "./travel-insurance-checklist-before-you-go";

/** docs/product/figures.md, Travel, written exactly as docs/product/figures.md gives them. */
const figures = [
  "at least 2 weeks before departure",
  "24-48 hours before",
  "£2-10 million",
  "£10 million+",
  "USA/Canada",
  "£1,500+",
  "65, 70, 75 and 80",
];

const text = articleText(article);

describeGuideBasics("travel-insurance-checklist-before-you-go", article, { says: figures });

describe("travel insurance checklist guide", () => {
  it("gives each age threshold as a figure of its own", () => {
    for (const age of ["65", "70", "75", "80"]) expect(text).toMatch(new RegExp(`\\b${age}\\b`));
  });
});
