import { describe, expect, it } from "vitest";
import { carFromClaim, carSpreadClaim, noClaimsClaim } from "../claims";
import { insurers } from "../insurers";
import { HomeContent, InsurerLogo } from "../schemas";
import { homeContent, insurerLogos } from ".";

const faqs = homeContent.faq.items;
const allFaqText = faqs.map((faq) => `${faq.question} ${faq.answer}`).join("\n");

const allText = (value: unknown) => JSON.stringify(value);

describe("homeContent", () => {
  it("parses with its schema", () => {
    expect(HomeContent.safeParse(homeContent).success).toBe(true);
  });

  it("carries the required headline and claims in the hero", () => {
    expect(homeContent.hero.headline).toBe("Watch your insurance costs plummet.");
    expect(homeContent.hero.description).toContain("40+");
    // Savings are claimed only with a basis (claims.ts): how far apart one driver's quotes can be.
    expect(homeContent.hero.description).toContain(`up to ${carSpreadClaim.figure}${carSpreadClaim.mark}`);
    expect(allText(homeContent)).not.toMatch(/save up to £/i);
    expect(homeContent.hero.highlights).toEqual(["40+ providers", "No hidden fees", "Instant quotes"]);
  });

  it("states the car price and no-claims figures", () => {
    expect(homeContent.products.intro).toContain(`${carFromClaim.figure}${carFromClaim.mark} a year`);
    expect(homeContent.products.intro).toContain(`up to ${noClaimsClaim.figure}${noClaimsClaim.mark}`);
  });

  it("has six FAQs, five of them in the structured data, with unique ids", () => {
    expect(faqs).toHaveLength(6);
    expect(faqs.filter((faq) => faq.inStructuredData)).toHaveLength(5);
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(6);
  });

  it.each(["10-15 minutes", "24-48 hours", "1-2 weeks", "14-30 days", "about 24 hours", "40+"])(
    "states the required FAQ figure %s",
    (figure) => {
      expect(allFaqText).toContain(figure);
    },
  );

  it("has three testimonials with ratings out of 5 and unique ids", () => {
    const items = homeContent.testimonials.items;
    expect(items).toHaveLength(3);
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
    for (const item of items) expect(item.rating).toBeLessThanOrEqual(5);
  });

  it("has four benefit blocks with different icons", () => {
    const icons = homeContent.about.benefits.map((benefit) => benefit.icon);
    expect(new Set(icons).size).toBe(4);
  });

  it("points the life panel at the life insurance page", () => {
    expect(homeContent.about.lifePanel.cta.href).toBe("/life-insurance");
  });
});

describe("insurerLogos", () => {
  it("shows the eight featured insurers with a logo each", () => {
    expect(insurerLogos.map((logo) => logo.slug)).toEqual([
      "harbourline",
      "oakfield-direct",
      "northgate-assurance",
      "kestrel-mutual",
      "brightwater",
      "lanternhouse",
      "copperbeech",
      "fenwick-hale",
    ]);
    for (const logo of insurerLogos) {
      expect(InsurerLogo.safeParse(logo).success).toBe(true);
      expect(logo.logo.path).toBe(`insurers/${logo.slug}.svg`);
    }
  });

  it("matches the panel: each logo is a featured panel insurer under the same name", () => {
    const panel = new Map(insurers.map((insurer) => [insurer.slug, insurer]));
    for (const logo of insurerLogos) {
      expect(panel.get(logo.slug)?.name, logo.slug).toBe(logo.name);
    }
    const featured = insurers.filter((insurer) => insurer.featured).map((insurer) => insurer.slug);
    expect(featured.sort()).toEqual(insurerLogos.map((logo) => logo.slug).sort());
  });
});
