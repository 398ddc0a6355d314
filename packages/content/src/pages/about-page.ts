import { quoteOrderRule } from "@plummet/contracts";
import { LegalPage } from "../schemas";
import { type Company, site, tradingStyle } from "../site";

/**
 * /about: who runs Plummet and how it makes money, in plain words, from the same firm details as
 * the footer (placeholders say it is a demonstration).
 */
export function aboutPageFor(company: Company): LegalPage {
  return LegalPage.parse({
    meta: {
      title: "About Plummet | Who We Are and How We Are Paid",
      description:
        "Who runs Plummet, how the insurance comparison service makes its money, how quotes are ordered and which insurers are on the panel.",
    },
    title: "About Plummet",
    lastUpdated: "2026-11-27",
    intro: `${site.brand} compares insurance quotes from a panel of insurers with one short form, and publishes plain-English guides. This page says who runs it and how it is paid.`,
    sections: [
      {
        id: "who-runs-plummet",
        heading: "Who runs Plummet",
        blocks: [
          {
            type: "paragraph",
            text: tradingStyle(company),
          },
          { type: "paragraph", text: company.fcaStatement },
        ],
      },
      {
        id: "how-plummet-makes-money",
        heading: "How Plummet makes money",
        blocks: [
          { type: "paragraph", text: company.howWeArePaid },
          {
            type: "paragraph",
            text: "We do not charge you, sell your details or show advertising. The commission is part of the premium the insurer charges, the same as if you bought from the insurer directly.",
          },
        ],
      },
      {
        id: "how-quotes-are-ordered",
        heading: "How your quotes are ordered",
        blocks: [
          { type: "paragraph", text: quoteOrderRule },
          {
            type: "paragraph",
            text: company.authorised
              ? "We compare a limited panel of insurers, not the whole market; the terms of service list them."
              : "The insurers on the panel are fictional and their prices illustrative: this is a demonstration of how a comparison site works, and nothing on it can be bought. The terms of service list them.",
          },
        ],
      },
    ],
  });
}

/** The page with the placeholder details, as a build without `PLUMMET_FIRM` shows it. */
export const aboutPage = aboutPageFor(site.company);
