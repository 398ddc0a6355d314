import { describe, expect, it } from "vitest";
import { articleText } from "./articles/article-text";
import { privacyPolicyFor, termsOfServiceFor } from "./pages";
import { FirmDetails, Site } from "./schemas";
import { companyFor, placeholderFirm, site } from "./site";

const realFirm: FirmDetails = {
  legalName: "Plummet Comparison Ltd",
  companyNumber: "12345678",
  registeredOffice: "2 Example Street, London EC1A 1BB",
  fcaFirmReference: "987654",
  icoRegistrationNumber: "ZA123456",
  phone: "0800 123 4567",
};

describe("site", () => {
  it("parses with its schema", () => {
    expect(Site.safeParse(site).success).toBe(true);
  });

  it("marks every made-up company detail as a placeholder", () => {
    for (const detail of Object.values(placeholderFirm)) {
      expect(detail).toContain("(placeholder)");
    }
    expect(site.company).toMatchObject(placeholderFirm);
  });

  it("says plainly, with the placeholders, that it is a demonstration and not an authorised firm", () => {
    expect(site.company.authorised).toBe(false);
    expect(site.company.fcaStatement).toContain("demonstration, not an authorised firm");
    expect(site.company.fcaStatement).not.toContain("Authorised and regulated");
    // The reserved drama number is never a link.
    expect(site.company.phoneHref).toBeUndefined();
  });

  it("brings the regulatory wording back with real details, written out in full with the firm reference number", () => {
    expect(FirmDetails.safeParse(realFirm).success).toBe(true);
    const company = companyFor(realFirm);
    expect(company.authorised).toBe(true);
    expect(company.fcaStatement).toContain("Authorised and regulated by the Financial Conduct Authority");
    expect(company.fcaStatement).toContain(realFirm.fcaFirmReference);
    expect(company.fcaStatement).not.toMatch(/\bFCA\b/);
    expect(company.phoneHref).toBe("tel:+448001234567");
    expect(Site.safeParse({ ...site, company }).success).toBe(true);
  });

  it("has the privacy policy and terms say which, from the same details", () => {
    const text = (page: ReturnType<typeof privacyPolicyFor>) =>
      articleText({ blocks: page.sections.flatMap((section) => section.blocks) });
    for (const pageFor of [privacyPolicyFor, termsOfServiceFor]) {
      const demo = text(pageFor(companyFor(placeholderFirm)));
      expect(demo).toContain("not an authorised firm");
      expect(demo).not.toContain("Authorised and regulated by the Financial Conduct Authority");
      const real = text(pageFor(companyFor(realFirm)));
      expect(real).not.toContain("not an authorised firm");
      expect(real).not.toContain("(placeholder)");
      expect(real).toContain(realFirm.legalName);
    }
    expect(text(termsOfServiceFor(companyFor(realFirm)))).toContain(
      "Authorised and regulated by the Financial Conduct Authority",
    );
  });

  it("refuses real details that are malformed", () => {
    expect(FirmDetails.safeParse({ ...realFirm, fcaFirmReference: "000000 (placeholder)" }).success).toBe(
      false,
    );
    expect(FirmDetails.safeParse({ ...realFirm, extra: "x" }).success).toBe(false);
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

  it("has the required header links for the landing page and the other pages", () => {
    expect(site.navigation.landing.map((link) => [link.label, link.href])).toEqual([
      ["Products", "/#products"],
      ["About", "/about"],
      ["Resources", "/#resources"],
      ["Saved quotes", "/quotes"],
      ["Contact", "/#contact"],
    ]);
    // The same links in the same order on every page (the phone menu adds Home first).
    expect(site.navigation.otherPages.slice(1).map((link) => link.label)).toEqual(
      site.navigation.landing.map((link) => link.label),
    );
    // Resources and saved quotes are reachable from every page's header and the phone menu.
    expect(site.navigation.otherPages.map((link) => link.href)).toEqual(
      expect.arrayContaining(["/about", "/#products", "/resources", "/quotes", "/contact", "/"]),
    );
    expect(site.navigation.getQuote).toEqual({ label: "Get Quote", href: "/#quote-comparison" });
    expect(site.navigation.account).toEqual({ label: "Your account", href: "/account" });
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
      "/about",
      "/#resources",
      "/quotes",
      "/account",
    ]);
  });
});
