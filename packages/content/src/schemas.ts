import { CoverageLevel, InsuranceType } from "@plummet/contracts";
import { z } from "zod";

/**
 * The shapes of everything the site says. Content modules parse their data with these at import,
 * so a malformed entry fails the build and the tests, never a page at run time.
 */

/** An image shipped in this package's `assets/` folder, with the alt text every image needs. */
export const Image = z.object({
  /** Path inside `assets/`, for example "products/car.svg". */
  path: z.string().regex(/^[a-z0-9-/]+\.svg$/),
  /** Empty only for purely decorative images. */
  alt: z.string(),
});
export type Image = z.infer<typeof Image>;

/** An internal route of the site, such as "/car-insurance" or "/#quote-comparison". */
export const InternalHref = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z-]+)?$/);

/** A link: internal route, mailto:, tel: or an https address. */
export const Href = z.union([InternalHref, z.string().regex(/^(mailto:|tel:|https:\/\/)/)]);

export const LinkItem = z.object({ label: z.string(), href: Href });
export type LinkItem = z.infer<typeof LinkItem>;

/** An ISO calendar date, "2025-08-10". */
export const IsoDate = z.iso.date();

/** A page's search and sharing metadata. */
export const PageMeta = z.object({
  /** The document title, at most about 60 characters. */
  title: z.string().min(10).max(70),
  /** The meta description, about 120-160 characters. */
  description: z.string().min(50).max(170),
});
export type PageMeta = z.infer<typeof PageMeta>;

// ---------------------------------------------------------------------------------------------
// Editorial blocks: guides and legal pages are ordered lists of these.

/** `id` is the in-page anchor (kebab-case); level 2 headings form a guide's table of contents. */
export const HeadingBlock = z.object({
  type: z.literal("heading"),
  level: z.union([z.literal(2), z.literal(3)]),
  id: z.string().regex(/^[a-z0-9-]+$/),
  text: z.string(),
});
export const ParagraphBlock = z.object({ type: z.literal("paragraph"), text: z.string().min(1) });
export const ListBlock = z.object({
  type: z.literal("list"),
  ordered: z.boolean().default(false),
  items: z.array(z.string()).min(1),
});
export const TableBlock = z.object({
  type: z.literal("table"),
  caption: z.string().min(1),
  columns: z.array(z.string()).min(2),
  rows: z.array(z.array(z.string())).min(1),
});
export const CalloutBlock = z.object({
  type: z.literal("callout"),
  tone: z.enum(["info", "tip", "warning"]),
  title: z.string().optional(),
  text: z.string().min(1),
});
export const ChecklistBlock = z.object({
  type: z.literal("checklist"),
  title: z.string().optional(),
  items: z.array(z.string()).min(1),
});
export const StepsBlock = z.object({
  type: z.literal("steps"),
  items: z.array(z.object({ title: z.string(), text: z.string() })).min(2),
});
export const StatsBlock = z.object({
  type: z.literal("stats"),
  items: z.array(z.object({ value: z.string(), label: z.string() })).min(2),
});

export const Block = z.discriminatedUnion("type", [
  HeadingBlock,
  ParagraphBlock,
  ListBlock,
  TableBlock,
  CalloutBlock,
  ChecklistBlock,
  StepsBlock,
  StatsBlock,
]);
export type Block = z.infer<typeof Block>;

// ---------------------------------------------------------------------------------------------
// Guides (docs/product/screens.md, "Guides").

export const ArticleSummary = z.object({
  id: z.string(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /**
   * Slugs the guide was published under before: their addresses answer with a permanent redirect
   * to this one, so links in the wild keep working (a slug that named a year, now past).
   */
  formerSlugs: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
  category: z.string(),
  title: z.string(),
  /** Card and meta description. */
  description: z.string().min(50).max(170),
  /** Minutes; the hub shows "{readTime} min read". */
  readTime: z.number().int().min(5).max(12),
  datePublished: IsoDate,
  dateModified: IsoDate,
  /** The hub features exactly one guide (the car guide). */
  featured: z.boolean().default(false),
  image: Image,
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;

export const Article = ArticleSummary.extend({
  /** Where the closing button leads ("Compare Travel Insurance" to /travel-insurance). */
  closingCta: LinkItem,
  /** In-page contents (the car guide's 7 anchors); each id matches a heading block. */
  tableOfContents: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
  blocks: z.array(Block).min(10),
});
export type Article = z.infer<typeof Article>;

// ---------------------------------------------------------------------------------------------
// Site-wide details.

/** A build's real firm details (`PLUMMET_FIRM`): every field given, none a placeholder. */
export const FirmDetails = z.strictObject({
  legalName: z.string().trim().min(1),
  companyNumber: z
    .string()
    .regex(/^(?:\d{8}|[A-Z]{2}\d{6})$/, "A Companies House number: 8 digits, or 2 letters and 6 digits"),
  registeredOffice: z.string().trim().min(1),
  fcaFirmReference: z.string().regex(/^\d{6,7}$/, "An FCA firm reference number: 6 or 7 digits"),
  icoRegistrationNumber: z
    .string()
    .regex(/^[A-Z]{1,2}\d{6,8}$/, "An ICO registration number such as ZA123456"),
  /** The number the firm answers, as shown: a UK number starting 0. */
  phone: z.string().regex(/^0[\d ]{9,12}$/, "A UK phone number as shown, such as 0800 123 4567"),
});
export type FirmDetails = z.infer<typeof FirmDetails>;

export const Site = z.object({
  brand: z.string(),
  url: z.url(),
  tagline: z.string(),
  /** Placeholders until the real company details are known: one place to change them. */
  company: z
    .object({
      legalName: z.string(),
      companyNumber: z.string(),
      registeredOffice: z.string(),
      fcaFirmReference: z.string(),
      /** The Information Commissioner's Office data protection register number. */
      icoRegistrationNumber: z.string(),
      /** False while the details are placeholders: the site then says it is a demonstration. */
      authorised: z.boolean(),
      /**
       * "Authorised and regulated by the Financial Conduct Authority", never shortened, for an
       * authorised firm; for the placeholders, that this is a demonstration and not an authorised firm.
       */
      fcaStatement: z.string(),
      /** How the site is paid: free to use, insurers pay commission on a sale. */
      howWeArePaid: z.string(),
      phone: z.string(),
      /** Only for real details: a placeholder number is never shown as if it connects. */
      phoneHref: z.string().startsWith("tel:").optional(),
    })
    .refine(
      (company) =>
        company.authorised
          ? company.fcaStatement.includes("Authorised and regulated by the Financial Conduct Authority")
          : company.fcaStatement.includes("not an authorised firm"),
      "An authorised firm writes its FCA status out in full; placeholders say it is a demonstration",
    ),
  contact: z.object({
    supportEmail: z.email(),
    complaintsEmail: z.email(),
    generalEmail: z.email(),
    /** "We aim to reply within about 24 hours" (docs/product). */
    replyTime: z.string(),
  }),
  /** docs/product: Mon-Fri 9-6, Sat 10-4, Sun closed. */
  openingHours: z.array(z.object({ days: z.string(), hours: z.string() })).length(3),
  /** docs/product/screens.md, "Header": the landing page's anchors and the other pages' links. */
  navigation: z.object({
    landing: z.array(LinkItem).min(4),
    otherPages: z.array(LinkItem).min(4),
    getQuote: LinkItem,
    account: LinkItem,
  }),
  footer: z.object({
    about: z.string(),
    legalLinks: z.array(LinkItem),
    /** Links that scroll to the home page's products, about and resources sections. */
    quickLinks: z.array(LinkItem).min(3),
    productLinks: z.array(LinkItem).length(9),
    copyright: z.string(),
  }),
});
export type Site = z.infer<typeof Site>;

// ---------------------------------------------------------------------------------------------
// Home page.

export const Testimonial = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  content: z.string(),
  author: z.string(),
  location: z.string(),
  image: Image,
});
export type Testimonial = z.infer<typeof Testimonial>;

export const Faq = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  /** Five of the six go into the page's FAQPage structured data (docs/product). */
  inStructuredData: z.boolean(),
});
export type Faq = z.infer<typeof Faq>;

export const InsurerLogo = z.object({ name: z.string(), slug: z.string(), logo: Image });
export type InsurerLogo = z.infer<typeof InsurerLogo>;

export const Benefit = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** A name from the site's small icon set, e.g. "shield", "clock", "pound", "star". */
  icon: z.enum(["shield", "clock", "pound", "star", "check", "users", "heart", "search"]),
});
export type Benefit = z.infer<typeof Benefit>;

export const HomeContent = z.object({
  meta: PageMeta,
  hero: z.object({
    headline: z.literal("Watch your insurance costs plummet."),
    description: z.string(),
    highlights: z.array(z.string()).min(3).max(4),
  }),
  insurerStrip: z.object({ title: z.literal("We search the UK's Leading Insurance Providers") }),
  products: z.object({ title: z.literal("Our Insurance Products"), intro: z.string() }),
  quote: z.object({ title: z.string(), intro: z.string() }),
  about: z.object({
    title: z.string(),
    intro: z.string(),
    /** How a quote works, in three steps beside an illustration (no video: none of ours exists yet). */
    howItWorks: z.object({ title: z.string(), illustration: Image, steps: z.array(z.string()).length(3) }),
    benefits: z.array(Benefit).length(4),
    lifePanel: z.object({
      title: z.string(),
      description: z.string(),
      points: z.array(z.string()).min(2),
      cta: LinkItem,
    }),
  }),
  testimonials: z.object({ title: z.string(), intro: z.string(), items: z.array(Testimonial).length(3) }),
  faq: z.object({ title: z.string(), items: z.array(Faq).length(6) }),
  resources: z.object({ title: z.string(), intro: z.string() }),
  closingCta: z.object({ title: z.string(), description: z.string() }),
});
export type HomeContent = z.infer<typeof HomeContent>;

// ---------------------------------------------------------------------------------------------
// Product pages.

export const ProductPage = z.object({
  /** The route path, "/car-insurance". */
  path: InternalHref,
  /** The quote form's preset type (private medical presets "medical"). */
  insuranceType: InsuranceType,
  meta: PageMeta,
  /** Structured data's serviceType, e.g. "Car Insurance". */
  serviceType: z.string(),
  hero: z.object({ title: z.string(), description: z.string(), primaryCta: z.string() }),
  coverTypes: z.object({
    title: z.string(),
    items: z
      .array(
        z.object({
          title: z.string(),
          description: z.string(),
          features: z.array(z.string()).min(2),
          /** The coverage levels of the quote form that price this cover; none when the panel does not quote it. */
          quotedAs: z.array(CoverageLevel),
        }),
      )
      .min(3)
      .max(4),
  }),
  covered: z.object({ title: z.string(), items: z.array(z.string()).min(4) }),
  /** None on the private medical page (docs/product). */
  tips: z.object({ title: z.string(), items: z.array(z.string()).min(3) }).optional(),
  /** None on the private medical page (docs/product). */
  formTitle: z.string().optional(),
});
export type ProductPage = z.infer<typeof ProductPage>;

// ---------------------------------------------------------------------------------------------
// Static pages.

export const LegalPage = z.object({
  meta: PageMeta,
  title: z.string(),
  lastUpdated: IsoDate,
  intro: z.string(),
  sections: z
    .array(
      z.object({ id: z.string().regex(/^[a-z0-9-]+$/), heading: z.string(), blocks: z.array(Block).min(1) }),
    )
    .min(3),
});
export type LegalPage = z.infer<typeof LegalPage>;

/** /resources, /contact and /sitemap: the page's metadata, heading and opening paragraph. */
export const SimplePage = z.object({
  meta: PageMeta,
  title: z.string(),
  intro: z.string().min(1),
});
export type SimplePage = z.infer<typeof SimplePage>;

/**
 * A page a link in an email, or a form posted without JavaScript, ends on (a reminder set, an
 * unsubscribe done, a link that no longer works): what happened, what it means, where to go next.
 */
export const OutcomePage = z.object({
  meta: PageMeta,
  /** "success" for something done, "info" for news either way, "warning" for a problem. */
  tone: z.enum(["success", "info", "warning"]),
  title: z.string(),
  intro: z.string().min(1),
  /** Short statements of what was done or what the rules are, shown as a list. */
  points: z.array(z.string()).default([]),
  /** Further sections (the link problem's reasons), each with an in-page anchor. */
  sections: z
    .array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), heading: z.string(), text: z.string() }))
    .default([]),
  /** Where to go next: the first is the main action. */
  actions: z.array(LinkItem).min(1),
});
export type OutcomePage = z.infer<typeof OutcomePage>;

export const ProductCard = z.object({
  /** The product the card is about: its "Get Quote" chooses it in the quote form. */
  id: InsuranceType,
  title: z.string(),
  description: z.string(),
  image: Image,
  link: InternalHref,
});
export type ProductCard = z.infer<typeof ProductCard>;
