import { describe, expect, it } from "vitest";
import { Site } from "./schemas";
import { site } from "./site";

describe("site", () => {
  it("parses with its schema", () => {
    expect(Site.safeParse(site).success).toBe(true);
  });

  it("marks every made-up company detail as a placeholder", () => {
    const { legalName, companyNumber, registeredOffice, fcaFirmReference, icoRegistrationNumber } =
      site.company;
    for (const detail of [
      legalName,
      companyNumber,
      registeredOffice,
      fcaFirmReference,
      icoRegistrationNumber,
    ]) {
      expect(detail).toContain("(placeholder)");
    }
  });

  it("writes the FCA status out in full with the firm reference number", () => {
    expect(site.company.fcaStatement).toContain(
      "Authorised and regulated by the Financial Conduct Authority",
    );
    expect(site.company.fcaStatement).toContain(site.company.fcaFirmReference);
    expect(site.company.fcaStatement).not.toMatch(/\bFCA\b/);
  });

  it("says the service is free and paid by insurers on a sale", () => {
    expect(site.company.howWeArePaid).toMatch(/free/i);
    expect(site.company.howWeArePaid).toMatch(/commission/i);
  });

  it("has the required opening hours: Mon-Fri 9-6, Sat 10-4, Sun closed", () => {
    expect(site.openingHours).toEqual([
      { days: "Monday to Friday", hours: "9am to 6pm" },
      { days: "Saturday", hours: "10am to 4pm" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });

  it("promises a reply in about 24 hours", () => {
    expect(site.contact.replyTime).toContain("about 24 hours");
  });

  it("uses a phone number whose link matches the number shown", () => {
    const digits = site.contact.phone.replace(/\D/g, "");
    expect(site.contact.phoneHref).toBe(`tel:+44${digits.slice(1)}`);
  });

  it("has the required header links for the landing page and the other pages", () => {
    expect(site.navigation.landing.map((link) => [link.label, link.href])).toEqual([
      ["Products", "/#products"],
      ["About", "/#about"],
      ["Resources", "/#resources"],
      ["Saved quotes", "/quotes"],
      ["Contact", "/#contact"],
    ]);
    // Resources and saved quotes are reachable from every page's header and the phone menu.
    expect(site.navigation.otherPages.map((link) => link.href)).toEqual(
      expect.arrayContaining(["/#about", "/#products", "/resources", "/quotes", "/contact", "/"]),
    );
    expect(site.navigation.getQuote).toEqual({ label: "Get Quote", href: "/#quote-comparison" });
  });

  it("links the footer to the policy, terms, contact and sitemap pages", () => {
    expect(site.footer.legalLinks.map((link) => link.href)).toEqual([
      "/privacy-policy",
      "/terms-of-service",
      "/contact",
      "/your-data",
      "/sitemap",
    ]);
    expect(site.footer.quickLinks.map((link) => link.href)).toEqual([
      "/#products",
      "/#about",
      "/#resources",
      "/quotes",
    ]);
  });
});
