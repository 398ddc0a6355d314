import { articleSummaries } from "@plummet/content/articles";
import { homeContent } from "@plummet/content/home";
import { productPages } from "@plummet/content/products";
import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "../../scripts/seo-files";
import { serializeJsonLd } from "../components/json-ld";
import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  pageMeta,
  serviceJsonLd,
} from "./seo";

describe("pageMeta", () => {
  const base = {
    title: "Contact Us | Plummet",
    description: "Questions about your quotes? Send us a message.",
    path: "/contact",
  };

  it("gives the title, description, canonical and Open Graph/Twitter tags for the path", () => {
    const tags = pageMeta(base);
    expect(tags).toContainEqual({ title: "Contact Us | Plummet" });
    expect(tags).toContainEqual({ name: "description", content: base.description });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.plummet.co.uk/contact",
    });
    expect(tags).toContainEqual({ property: "og:url", content: "https://www.plummet.co.uk/contact" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_GB" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
  });

  it("adds an absolute sharing image and a large card when given one", () => {
    const tags = pageMeta({ ...base, type: "article", image: { src: "/assets/content/a.svg", alt: "A" } });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://www.plummet.co.uk/assets/content/a.svg",
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
  });

  it("keeps a noindex page out of the index with no canonical address", () => {
    const tags = pageMeta({ ...base, noIndex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});

describe("JSON-LD builders", () => {
  it("Organization names the brand, its address and contact points", () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Plummet",
      url: "https://www.plummet.co.uk/",
    });
    expect(organization.contactPoint).toHaveLength(2);
  });

  it("FAQPage carries only the questions flagged for structured data (five of six)", () => {
    const faq = faqPageJsonLd(homeContent.faq.items);
    const questions = faq.mainEntity as { name: string }[];
    expect(questions).toHaveLength(5);
    const flagged = homeContent.faq.items
      .filter((item) => item.inStructuredData)
      .map((item) => item.question);
    expect(questions.map((question) => question.name)).toEqual(flagged);
  });

  it("Service: service type, Great Britain, pounds, page address", () => {
    for (const page of productPages) {
      expect(serviceJsonLd(page)).toMatchObject({
        "@type": "Service",
        serviceType: page.serviceType,
        areaServed: { "@type": "Country", name: "GB" },
        offers: { priceCurrency: "GBP" },
        url: absoluteUrl(page.path),
      });
    }
  });

  it("Article: headline, dates, organisation as author and publisher", () => {
    const [guide] = articleSummaries;
    if (!guide) throw new Error("no guides");
    expect(articleJsonLd(guide)).toMatchObject({
      "@type": "Article",
      headline: guide.title,
      description: guide.description,
      datePublished: guide.datePublished,
      dateModified: guide.dateModified,
      author: { "@type": "Organization", name: "Plummet" },
      publisher: { "@type": "Organization", name: "Plummet" },
      image: `https://www.plummet.co.uk/assets/content/${guide.image.path}`,
    });
  });

  it("BreadcrumbList numbers the crumbs from 1 with absolute addresses", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Insurance Resources", path: "/resources" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.plummet.co.uk/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Insurance Resources",
        item: "https://www.plummet.co.uk/resources",
      },
    ]);
  });

  it("serialises so that no string can close the script element", () => {
    const text = serializeJsonLd({
      "@context": "https://schema.org",
      "@type": "Thing",
      name: "</script><b>",
    });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toMatchObject({ name: "</script><b>" });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists absolute addresses with their last change and escapes XML", () => {
    const xml = sitemapXml(
      [{ path: "/" }, { path: "/resources/a-guide", lastModified: "2026-11-01" }, { path: "/q&a" }],
      "https://www.plummet.co.uk",
    );
    expect(xml).toContain("<loc>https://www.plummet.co.uk/</loc>");
    expect(xml).toContain(
      "<loc>https://www.plummet.co.uk/resources/a-guide</loc>\n    <lastmod>2026-11-01</lastmod>",
    );
    expect(xml).toContain("q&#38;a");
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("robots.txt allows crawling and names the sitemap", () => {
    expect(robotsTxt("https://www.plummet.co.uk")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.plummet.co.uk/sitemap.xml\n",
    );
  });
});
