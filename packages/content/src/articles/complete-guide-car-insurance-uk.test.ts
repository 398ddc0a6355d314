import { describe, expect, it } from "vitest";
import { noClaimsClaim } from "../claims";
import { describeGuideBasics } from "../testing/guide-checks";
import { articleText } from "./article-text";
import { article } from "./complete-guide-car-insurance-uk";

/**
 * The no-claims discount is the pricing's own, from the claims (`noClaimsClaim`, which the quotes
 * service's tests hold true), beside the market's range. The rest are the legal and regulatory
 * facts the guide exists to explain.
 */
const keyFacts = [
  `up to ${noClaimsClaim.figure}${noClaimsClaim.mark}`,
  "60-75% after five to nine claim-free years",
  "Our panel does not offer third party only",
  "Road Traffic Act 1988",
  "£300 fixed penalty and 6 penalty points",
  "Continuous Insurance Enforcement",
  "Statutory Off Road Notification (SORN)",
  "askMID",
  "Motor Insurers' Bureau",
  "Since 1 January 2022",
  "Insurance Premium Tax",
  "21-28 days",
  "Financial Ombudsman Service",
];

const text = articleText(article);

describeGuideBasics("complete-guide-car-insurance-uk", article, { featured: true, says: keyFacts });

describe("complete guide to car insurance", () => {
  it("has a table of contents of 7 entries, one for each level 2 heading in order", () => {
    const sections = article.blocks.flatMap((block) =>
      block.type === "heading" && block.level === 2 ? [{ id: block.id, label: block.text }] : [],
    );
    expect(article.tableOfContents).toHaveLength(7);
    expect(article.tableOfContents).toEqual(sections);
  });

  it("works the excess example through correctly", () => {
    // £250 compulsory + £250 voluntary on a £2,000 repair: the driver pays £500, the insurer £1,500.
    expect(text).toContain("On a £2,000 repair with a £250 compulsory and £250 voluntary excess");
    expect(text).toContain("you pay £500 and the insurer pays £1,500");
  });
});
