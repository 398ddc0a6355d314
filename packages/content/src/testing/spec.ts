import { accountPages, emailLinkPages } from "@plummet/contracts";
/**
 * Required facts the package's tests check the content against, written out by hand from
 * docs/product/screens.md so a slip in the content cannot also
 * slip into the expectation. Test-only: nothing in the package's entry points imports this.
 */

export const productRoutes = [
  "/car-insurance",
  "/van-insurance",
  "/bike-insurance",
  "/home-insurance",
  "/travel-insurance",
  "/pet-insurance",
  "/breakdown-cover",
  "/life-insurance",
  "/private-medical-insurance",
] as const;

export const guideSpecs = [
  {
    slug: "complete-guide-car-insurance-uk",
    category: "Car Insurance",
    readTime: 10,
    datePublished: "2025-08-12",
    closingCta: { label: "Compare Car Insurance", href: "/car-insurance" },
  },
  {
    slug: "buildings-vs-contents-insurance-guide",
    category: "Home Insurance",
    readTime: 7,
    datePublished: "2025-08-11",
    closingCta: { label: "Compare Home Insurance", href: "/home-insurance" },
  },
  {
    slug: "travel-insurance-checklist-before-you-go",
    category: "Travel Insurance",
    readTime: 5,
    datePublished: "2025-08-10",
    closingCta: { label: "Compare Travel Insurance", href: "/travel-insurance" },
  },
  {
    slug: "pet-insurance-claims-guide",
    category: "Pet Insurance",
    readTime: 7,
    datePublished: "2025-08-08",
    closingCta: { label: "Compare Pet Insurance", href: "/pet-insurance" },
  },
  {
    slug: "term-vs-whole-life-insurance-comparison",
    category: "Life Insurance",
    readTime: 10,
    datePublished: "2025-08-05",
    closingCta: { label: "Compare Life Insurance", href: "/life-insurance" },
  },
  {
    slug: "commercial-van-insurance-business-vs-private",
    category: "Van Insurance",
    readTime: 6,
    datePublished: "2025-08-03",
    closingCta: { label: "Compare Van Insurance", href: "/van-insurance" },
  },
  {
    slug: "motorcycle-insurance-new-riders-guide",
    category: "Motorcycle Insurance",
    readTime: 8,
    datePublished: "2025-08-01",
    closingCta: { label: "Compare Motorcycle Insurance", href: "/bike-insurance" },
  },
  {
    slug: "rac-aa-green-flag-breakdown-cover-comparison",
    category: "Breakdown Cover",
    readTime: 12,
    datePublished: "2025-07-30",
    closingCta: { label: "Compare Breakdown Cover", href: "/breakdown-cover" },
  },
  {
    slug: "how-to-save-money-on-insurance-expert-tips",
    category: "Insurance Tips",
    readTime: 9,
    datePublished: "2025-07-28",
    closingCta: { label: "Compare Insurance Quotes", href: "/" },
  },
  {
    slug: "insurance-claims-process-what-to-expect",
    category: "Claims Guide",
    readTime: 11,
    datePublished: "2025-07-25",
    closingCta: { label: "Compare Insurance Quotes", href: "/" },
  },
] as const;

/** Every route docs/product/screens.md defines (the not-found screen aside). */
export const specRoutes: readonly string[] = [
  "/",
  "/home",
  ...productRoutes,
  "/resources",
  ...guideSpecs.map((guide) => `/resources/${guide.slug}`),
  "/privacy-policy",
  "/terms-of-service",
  "/contact",
  "/sitemap",
];

/** Every route the site has: the required, and the page that finds a saved quote by its reference. */
export const siteRoutes: readonly string[] = [
  ...specRoutes,
  "/quotes",
  // Who runs Plummet and how it makes money (issue 47), and asking for a call back.
  "/about",
  "/call-back",
  // The pages emails link to (issue 24), from the contracts.
  ...Object.values(emailLinkPages),
  // The optional account (issue 45).
  ...Object.values(accountPages),
];

/** Anchors docs/product/screens.md gives the home page: header links, the quote form and the footer (id contact). */
export const homeAnchors = ["products", "about", "resources", "contact", "quote-comparison"] as const;

/**
 * Real UK insurers and insurance brands that must never appear: the site uses fictional brands
 * only. Matched case-sensitively as whole words, so "direct line of sight" or "measure" pass.
 */
export const realInsurerNames = [
  "Aviva",
  "Admiral",
  "Direct Line",
  "Churchill",
  "AXA",
  "LV=",
  "Liverpool Victoria",
  "Zurich",
  "Hastings",
  "esure",
  "Ageas",
  "Allianz",
  "Saga",
  "Bupa",
  "BUPA",
  "Vitality",
  "Legal & General",
  "Legal and General",
  "Petplan",
  "RSA",
  "More Than",
  "MORE TH>N",
  "Sheilas' Wheels",
  "Privilege Insurance",
  "Elephant Insurance",
  "Diamond Insurance",
  "Swinton",
  "Tesco Bank",
  "NFU Mutual",
  "Prudential",
  "Royal London",
  "Scottish Widows",
  "Aegon",
  "Hiscox",
  "AIG",
  "Animal Friends",
  "Co-op Insurance",
  "Markerstudy",
  "Bennetts",
  "Post Office Insurance",
  "Staysure",
  "Cigna",
  "WPA",
  "RAC",
  "AA",
  "Green Flag",
] as const;
