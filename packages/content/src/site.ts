import type { FirmDetails, Site } from "./schemas";

export type { FirmDetails };

/**
 * PLACEHOLDERS, used unless the website is built with real details (`PLUMMET_FIRM`, a JSON object
 * with these six fields): the company name, company number, registered office, FCA firm
 * reference number and ICO registration number are not real and say "(placeholder)" where they
 * are shown. While they are used, every page that shows them says plainly that Plummet is a
 * demonstration and not an authorised firm. The phone number is in Ofcom's range reserved for
 * drama (0808 157 0000-0999) and is never shown as if it connects: the site offers a call back instead.
 */
export const placeholderFirm: FirmDetails = {
  legalName: "Plummet Comparison Ltd (placeholder)",
  companyNumber: "00000000 (placeholder)",
  registeredOffice: "1 Placeholder Street, London EC1A 1AA (placeholder)",
  fcaFirmReference: "000000 (placeholder)",
  icoRegistrationNumber: "ZA000000 (placeholder)",
  phone: "0808 157 0192 (placeholder)",
};

/** The firm's details and what the site says about its status, from one configuration. */
export interface Company extends FirmDetails {
  /** False while the details are placeholders: the site then says it is a demonstration. */
  authorised: boolean;
  /** The regulatory statement: "Authorised and regulated by the Financial Conduct Authority" written out, or the demonstration's. */
  fcaStatement: string;
  /** How the site is paid: free to use, insurers pay commission on a sale. */
  howWeArePaid: string;
  /** The phone number as a `tel:` link, only for real details: a placeholder number is never shown as if it connects. */
  phoneHref: string | undefined;
}

/** What a demonstration says in place of the regulatory statement. */
export const demonstrationFirmStatement =
  "Plummet is a demonstration, not an authorised firm: it is not authorised or regulated by the Financial Conduct Authority, and the company details shown are placeholders. Nothing on this website can be bought, and no one will call you.";

const howWeArePaid =
  "Plummet is free to use and there are no hidden fees. We are paid a commission by the insurer when you buy a policy through us; it never changes the order of your results, which are listed cheapest first by the total you would pay.";

/** Whether the details are the placeholders (any field still marked "(placeholder)"). */
export function isPlaceholderFirm(firm: FirmDetails): boolean {
  return Object.values(firm).some((value) => value.includes("(placeholder)"));
}

/** The company the site shows for a firm's details: real details bring the regulatory wording back. */
export function companyFor(firm: FirmDetails = placeholderFirm): Company {
  const authorised = !isPlaceholderFirm(firm);
  const { legalName, companyNumber, registeredOffice, fcaFirmReference } = firm;
  return {
    ...firm,
    authorised,
    fcaStatement: authorised
      ? `Authorised and regulated by the Financial Conduct Authority, firm reference number ${fcaFirmReference}. Plummet is a trading style of ${legalName}, registered in England and Wales, company number ${companyNumber}, registered office ${registeredOffice}. You can check our details on the Financial Services Register at register.fca.org.uk.`
      : demonstrationFirmStatement,
    howWeArePaid,
    phoneHref: authorised ? `tel:+44${firm.phone.replace(/\D/g, "").slice(1)}` : undefined,
  };
}

/** "Plummet is a trading style of …, registered in England and Wales (company number …), registered office …." */
export function tradingStyle(company: FirmDetails): string {
  return `Plummet is a trading style of ${company.legalName}, registered in England and Wales (company number ${company.companyNumber}), registered office ${company.registeredOffice}.`;
}

/** What the home page claims about the firm's status: the regulator's name only for real details. */
export function statusClaims(company: Company) {
  return company.authorised
    ? {
        badge: "Free, impartial and FCA regulated",
        highlight: "FCA regulated",
        benefit: {
          title: "FCA regulated",
          description:
            "We are authorised and regulated by the Financial Conduct Authority and follow its rules on treating customers fairly.",
        },
      }
    : {
        badge: "Free, impartial, and a demonstration",
        highlight: "A working demonstration",
        benefit: {
          title: "A demonstration, not a firm",
          description:
            "Plummet shows how a comparison site works, with fictional insurers. It is not authorised by the Financial Conduct Authority, and nothing here can be bought.",
        },
      };
}

/**
 * Site-wide details: brand, company, contact, opening hours, navigation and footer. `company` is
 * the placeholders' (a build with real details calls `companyFor` with them).
 */
// Plain data, checked by the compiler here and parsed with the schema in site.test.ts: every page
// of the site imports it, so it must not pull the schema library into the browser.
export const site = {
  brand: "Plummet",
  url: "https://www.plummet.co.uk",
  tagline: "Watch your insurance costs plummet.",
  company: companyFor(placeholderFirm),
  contact: {
    supportEmail: "support@plummet.co.uk",
    complaintsEmail: "complaints@plummet.co.uk",
    generalEmail: "hello@plummet.co.uk",
    replyTime: "We aim to reply within about 24 hours.",
  },
  openingHours: [
    { days: "Monday to Friday", hours: "9am to 6pm" },
    { days: "Saturday", hours: "10am to 4pm" },
    { days: "Sunday", hours: "Closed" },
  ],
  navigation: {
    // The same links in the same order on every page; the home page's own sections scroll.
    landing: [
      { label: "Products", href: "/#products" },
      { label: "About", href: "/about" },
      { label: "Resources", href: "/#resources" },
      { label: "Saved quotes", href: "/quotes" },
      { label: "Contact", href: "/#contact" },
    ],
    otherPages: [
      { label: "Home", href: "/" },
      { label: "Products", href: "/#products" },
      { label: "About", href: "/about" },
      { label: "Resources", href: "/resources" },
      { label: "Saved quotes", href: "/quotes" },
      { label: "Contact", href: "/contact" },
    ],
    getQuote: { label: "Get Quote", href: "/#quote-comparison" },
    /** The optional account (issue 45): beside Get Quote, an icon alone on a phone. */
    account: { label: "Your account", href: "/account" },
  },
  footer: {
    about:
      "Plummet compares car, home, travel, pet, life and other insurance quotes from a panel of 40+ UK providers, free and with no obligation to buy.",
    quickLinks: [
      { label: "Products", href: "/#products" },
      { label: "About Plummet", href: "/about" },
      { label: "Resources", href: "/#resources" },
      { label: "Find a saved quote", href: "/quotes" },
      { label: "Your account", href: "/account" },
    ],
    productLinks: [
      { label: "Car Insurance", href: "/car-insurance" },
      { label: "Van Insurance", href: "/van-insurance" },
      { label: "Bike Insurance", href: "/bike-insurance" },
      { label: "Home Insurance", href: "/home-insurance" },
      { label: "Travel Insurance", href: "/travel-insurance" },
      { label: "Pet Insurance", href: "/pet-insurance" },
      { label: "Breakdown Cover", href: "/breakdown-cover" },
      { label: "Life Insurance", href: "/life-insurance" },
      { label: "Private Medical Insurance", href: "/private-medical-insurance" },
    ],
    legalLinks: [
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Service", href: "/terms-of-service" },
      { label: "Contact Us", href: "/contact" },
      { label: "Your Data", href: "/your-data" },
      { label: "Sitemap", href: "/sitemap" },
    ],
    copyright: "All rights reserved.",
  },
} satisfies Site;
