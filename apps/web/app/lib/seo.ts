import type { Article, Faq, ProductPage } from "@plummet/content/schemas";
import { site } from "@plummet/content/site";
import type { MetaDescriptor } from "react-router";
import { company } from "./firm";

/**
 * Search and sharing metadata for every route: one `pageMeta()` call per route module's `meta`,
 * and JSON-LD builders rendered with `<JsonLd data={...} />` (components/json-ld.tsx).
 */

/** The absolute address of a site path, e.g. "/contact" -> "https://www.plummet.co.uk/contact". */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}

/** A content image's public address (the build copies the content assets to /assets/content/). */
export function contentAssetPath(imagePath: string): string {
  return `/assets/content/${imagePath}`;
}

export interface PageMetaInput {
  /** The document title, used as given (content titles already carry the brand). */
  title: string;
  description: string;
  /** The route's path; the canonical and og:url point at it. */
  path: string;
  /** A site path (or absolute URL) of the sharing image. */
  image?: { src: string; alt: string };
  /** "website" for most pages, "article" for guides. */
  type?: "website" | "article";
  /** Keep the page out of search results (the 404 page); it then gets no canonical link. */
  noIndex?: boolean;
}

/**
 * The `meta` of a route whose loader answers `{ page }`, words from `@plummet/content` that carry
 * their own title and description: the page's tags at `path`.
 */
export function contentPageMeta(path: string) {
  return ({ loaderData }: { loaderData?: { page: { meta: Omit<PageMetaInput, "path"> } } }) =>
    loaderData ? pageMeta({ ...loaderData.page.meta, path }) : [];
}

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  image,
  type = "website",
  noIndex = false,
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    // A page kept out of the index names no canonical address of its own.
    ...(noIndex ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    const src = absoluteUrl(image.src);
    descriptors.push(
      { property: "og:image", content: src },
      { property: "og:image:alt", content: image.alt },
      { name: "twitter:image", content: src },
      { name: "twitter:image:alt", content: image.alt },
    );
  }
  if (noIndex) descriptors.push({ name: "robots", content: "noindex" });
  return descriptors;
}

// ---------------------------------------------------------------------------------------------
// JSON-LD (schema.org). Each builder returns a plain object with its own @context.

export type JsonLdObject = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

const ORGANIZATION_ID = `${new URL("/", site.url).href}#organization`;

/** A reference to the one Organization node, for author/publisher/provider fields. */
function organizationRef() {
  return { "@type": "Organization", "@id": ORGANIZATION_ID, name: site.brand, url: absoluteUrl("/") };
}

/** The company behind the site; rendered once, by the root layout. */
export function organizationJsonLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: site.brand,
    legalName: company.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    description: site.tagline,
    address: { "@type": "PostalAddress", streetAddress: company.registeredOffice, addressCountry: "GB" },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        ...(company.authorised ? { telephone: company.phone } : {}),
        email: site.contact.supportEmail,
        areaServed: "GB",
        availableLanguage: "en-GB",
      },
      {
        "@type": "ContactPoint",
        contactType: "complaints",
        email: site.contact.complaintsEmail,
        areaServed: "GB",
        availableLanguage: "en-GB",
      },
    ],
  };
}

/** FAQPage from the questions flagged for structured data (five of the home page's six). */
export function faqPageJsonLd(
  faqs: readonly Pick<Faq, "question" | "answer" | "inStructuredData">[],
): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs
      .filter((faq) => faq.inStructuredData)
      .map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
  };
}

/** A product page as a Service: its service type, served in Great Britain, priced in pounds. */
export function serviceJsonLd(page: Pick<ProductPage, "path" | "serviceType" | "meta">): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.meta.title,
    description: page.meta.description,
    serviceType: page.serviceType,
    url: absoluteUrl(page.path),
    provider: organizationRef(),
    areaServed: { "@type": "Country", name: "GB" },
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "GBP",
      description: "Free to compare, with no obligation to buy",
    },
  };
}

/** A guide as an Article, with the organisation as author and publisher. */
export function articleJsonLd(
  article: Pick<
    Article,
    "slug" | "title" | "description" | "datePublished" | "dateModified" | "image" | "category"
  >,
): JsonLdObject {
  const url = absoluteUrl(`/resources/${article.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    image: absoluteUrl(contentAssetPath(article.image.path)),
    articleSection: article.category,
    inLanguage: "en-GB",
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: organizationRef(),
    publisher: { ...organizationRef(), logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

export interface BreadcrumbItem {
  name: string;
  /** The site path of the crumb, e.g. "/resources". */
  path: string;
}

/** BreadcrumbList for the trail shown on the page (Home > Insurance Resources > ...). */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
