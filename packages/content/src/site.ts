import type { Site } from "./schemas";

/**
 * Site-wide details: brand, company, contact, opening hours, navigation and footer.
 *
 * PLACEHOLDERS: the company name, company number, registered office, FCA firm reference number
 * and ICO registration number are not real and say "(placeholder)" where they are shown, so nobody mistakes them for
 * a live firm. The phone number is in Ofcom's range reserved for drama (0808 157 0000-0999) and
 * the domain and addresses are ours to change. Replace them all here, in this one module, before
 * going live; no component holds a copy.
 */
const legalName = "Plummet Comparison Ltd (placeholder)";
const fcaFirmReference = "000000 (placeholder)";
const companyNumber = "00000000 (placeholder)";
const icoRegistrationNumber = "ZA000000 (placeholder)";
const registeredOffice = "1 Placeholder Street, London EC1A 1AA (placeholder)";

// Plain data, checked by the compiler here and parsed with the schema in site.test.ts: every page
// of the site imports it, so it must not pull the schema library into the browser.
export const site = {
  brand: "Plummet",
  url: "https://www.plummet.co.uk",
  tagline: "Watch your insurance costs plummet.",
  company: {
    legalName,
    companyNumber,
    registeredOffice,
    fcaFirmReference,
    icoRegistrationNumber,
    fcaStatement: `Authorised and regulated by the Financial Conduct Authority, firm reference number ${fcaFirmReference}. Plummet is a trading style of ${legalName}, registered in England and Wales, company number ${companyNumber}, registered office ${registeredOffice}. You can check our details on the Financial Services Register at register.fca.org.uk.`,
    howWeArePaid:
      "Plummet is free to use and there are no hidden fees. We are paid a commission by the insurer when you buy a policy through us; it never changes the order of your results, which are listed cheapest first by the total you would pay.",
  },
  contact: {
    phone: "0808 157 0192",
    phoneHref: "tel:+448081570192",
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
    landing: [
      { label: "Products", href: "/#products" },
      { label: "About", href: "/#about" },
      { label: "Resources", href: "/#resources" },
      { label: "Saved quotes", href: "/quotes" },
      { label: "Contact", href: "/#contact" },
    ],
    otherPages: [
      { label: "Home", href: "/" },
      { label: "About", href: "/#about" },
      { label: "Products", href: "/#products" },
      { label: "Resources", href: "/resources" },
      { label: "Saved quotes", href: "/quotes" },
      { label: "Contact", href: "/contact" },
    ],
    getQuote: { label: "Get Quote", href: "/#quote-comparison" },
  },
  footer: {
    about:
      "Plummet compares car, home, travel, pet, life and other insurance quotes from a panel of 40+ UK providers, free and with no obligation to buy.",
    quickLinks: [
      { label: "Products", href: "/#products" },
      { label: "About", href: "/#about" },
      { label: "Resources", href: "/#resources" },
      { label: "Find a saved quote", href: "/quotes" },
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
    copyright: `© 2026 ${legalName}. All rights reserved.`,
  },
} satisfies Site;
