import { carFromClaim, carSpreadClaim, noClaimsClaim, panelClaim } from "../claims";
import type { HomeContent } from "../schemas";
import { about } from "./about";
import { faqs } from "./faqs";
import { testimonials } from "./testimonials";

export { insurerLogos } from "./insurer-logos";

/** The insurer strip's title while the fictional panel prices (`PANEL_DISCLOSURE`): not "the UK's leading providers". */
export const demonstrationStripTitle = "Our demonstration panel's fictional insurers";

/**
 * Everything the home page (/ and /home) says, section by section in the required order. Plain data,
 * checked by the compiler and parsed with its schema in home.test.ts, so the page does not load
 * the schema library in the browser.
 */
export const homeContent: HomeContent = {
  meta: {
    title: "Plummet | Compare UK Insurance Quotes from 40+ Providers",
    description:
      "Compare car, home, travel, pet, life and more insurance quotes from 40+ UK providers with one short form. Free, no obligation and no hidden fees.",
  },
  hero: {
    headline: "Watch your insurance costs plummet.",
    description: `Compare quotes from ${panelClaim.figure}${panelClaim.mark} UK insurance providers with one short form. It is free, there is no obligation, and the same driver's car quotes on our panel can differ by up to ${carSpreadClaim.figure}${carSpreadClaim.mark} a year.`,
    // The firm's status is the second highlight, from `statusClaims` (site.ts): real details or a demonstration.
    highlights: ["40+ providers", "No hidden fees", "Instant quotes"],
  },
  insurerStrip: { title: "We search the UK's Leading Insurance Providers" },
  products: {
    title: "Our Insurance Products",
    intro: `Whatever you need to protect, compare cover from trusted UK insurers. Car insurance quotes start from ${carFromClaim.figure}${carFromClaim.mark} a year, and a no-claims discount can cut up to ${noClaimsClaim.figure}${noClaimsClaim.mark} off your premium.`,
  },
  quote: {
    title: "Compare Insurance Quotes",
    intro:
      "Tell us a few details and we will show you quotes from our panel, cheapest first. It takes about two minutes and there is no obligation to buy.",
  },
  about,
  testimonials: {
    title: "What our customers say",
    intro: "Example stories of how customers use Plummet. Your own saving will depend on your circumstances.",
    items: testimonials,
  },
  faq: { title: "Frequently Asked Questions", items: faqs },
  resources: {
    title: "Insurance Guides and Resources",
    intro:
      "Plain-English guides that help you choose the right cover, make a claim and keep your premiums down.",
  },
  closingCta: {
    title: "Ready to watch your insurance costs plummet?",
    description:
      "Compare quotes from 40+ UK providers with one short form. Free, with no obligation and no hidden fees.",
  },
};
