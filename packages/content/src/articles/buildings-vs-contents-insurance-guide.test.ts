import { describe, expect, it } from "vitest";
import { describeGuideBasics } from "../testing/guide-checks";
import { articleText } from "./article-text";
import { article } from "./buildings-vs-contents-insurance-guide";

/**
 * The requirements give no editorial figures for home insurance, so these are the facts this guide exists to
 * explain; losing one in an edit would leave a reader without it.
 */
const keyFacts = [
  "rebuild cost",
  "Building Cost Information Service (BCIS)",
  "single-item limit",
  "new for old",
  "average",
  "exchange of contracts",
  "the landlord insures the building",
  "Flood Re",
  "Insurance Premium Tax at 12%",
];

const text = articleText(article);

describeGuideBasics("buildings-vs-contents-insurance-guide", article, { says: keyFacts });

describe("buildings vs contents insurance guide", () => {
  it("works the underinsurance example through correctly", () => {
    // £30,000 cover on £50,000 of contents is 60%, so a £10,000 claim pays £6,000.
    expect(text).toContain("£50,000");
    expect(text).toContain("£30,000, which is 60%");
    expect(text).toContain("£10,000 theft, the insurer could pay just £6,000");
  });
});
