import {
  accountLimits,
  dataRetention,
  emailLinkPages,
  linkProblemReasons,
  quoteOrderRule,
  reminderLeadDays,
  yourDataLimits,
} from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import { articleText } from "../articles/article-text";
import { LegalPage, OutcomePage, SimplePage } from "../schemas";
import { site } from "../site";
import {
  contactPage,
  emailLinkOutcomes,
  linkProblemPage,
  privacyPolicy,
  resourcesPage,
  sitemapPage,
  termsOfService,
} from ".";

const sectionText = (page: LegalPage, id: string) =>
  articleText({ blocks: page.sections.find((section) => section.id === id)?.blocks ?? [] });
const fullText = (page: LegalPage) =>
  articleText({ blocks: page.sections.flatMap((section) => section.blocks) });

describe.each([
  ["privacy policy", privacyPolicy],
  ["terms of service", termsOfService],
])("%s", (_name, page) => {
  it("parses with its schema and has unique section ids", () => {
    expect(LegalPage.safeParse(page).success).toBe(true);
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names the company and its placeholder details from the site module", () => {
    expect(fullText(page)).toContain(site.company.legalName);
  });
});

describe("privacyPolicy", () => {
  it("covers every topic docs/product requires", () => {
    expect(privacyPolicy.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining([
        "who-we-are",
        "what-we-collect",
        "how-we-use-it",
        "who-we-share-it-with",
        "how-long-we-keep-it",
        "your-rights",
        "cookies",
        "complaints",
        "accounts",
      ]),
    );
  });

  it("states the retention periods the quotes service purges by", () => {
    const retention = sectionText(privacyPolicy, "how-long-we-keep-it");
    expect(retention).toContain(`${dataRetention.quoteValidityDays} days`);
    expect(retention).toContain(`${dataRetention.quoteRequestDays} days`);
    expect(retention).toContain(`${dataRetention.contactMessageDays} days`);
    expect(retention).toContain(`${dataRetention.complaintMessageDays / 365} years`);
  });

  it("gives a lawful basis for each purpose", () => {
    const table = privacyPolicy.sections
      .find((section) => section.id === "how-we-use-it")
      ?.blocks.find((block) => block.type === "table");
    expect(table?.type === "table" && table.columns).toContain("Lawful basis");
    if (table?.type === "table") for (const row of table.rows) expect(row[2]?.length).toBeGreaterThan(5);
  });

  it("names the insurer panel as recipients", () => {
    expect(sectionText(privacyPolicy, "who-we-share-it-with")).toMatch(/insurers on our panel/i);
  });

  it("says no non-essential cookies are set, so there is no banner", () => {
    const cookies = sectionText(privacyPolicy, "cookies");
    expect(cookies).toContain("no non-essential cookies");
    expect(cookies).toContain("cookie banner");
  });

  it("says how long a renewal reminder's answers and a your-data link request are kept", () => {
    const retention = sectionText(privacyPolicy, "how-long-we-keep-it");
    expect(retention).toContain("Until the reminder is sent or cancelled, then deleted");
    expect(retention).toMatch(
      /type of insurance, level of cover, age, postcode, any extra answers\), your email address/,
    );
    expect(retention).toContain(`The link works for ${yourDataLimits.linkMinutes} minutes`);
    expect(retention).toContain("the request is deleted a day after the link expires");
    expect(retention).toContain("the insurer and the day only, unlinked from you");
    expect(retention).toContain("A complaint you sent us is kept for the three years");
  });

  it("points to the your-data page for access and deletion without an account, and explains unsubscribing", () => {
    const rights = sectionText(privacyPolicy, "your-rights");
    expect(rights).toContain(emailLinkPages.yourData);
    expect(rights).toContain("Article 15");
    expect(rights).toContain("Article 17");
    expect(rights).toContain("cancels any renewal reminder");
    expect(rights).toContain(`${reminderLeadDays} days before your renewal date`);
  });

  it("gives the renewal reminder its own consent, separate from marketing", () => {
    expect(sectionText(privacyPolicy, "how-we-use-it")).toContain("separate from news and offers");
  });

  it("says the site sets no cookies", () => {
    expect(sectionText(privacyPolicy, "cookies")).toContain("sets no cookies at all");
  });

  it("says what an account keeps, for how long, and how it is deleted", () => {
    const account = sectionText(privacyPolicy, "accounts");
    expect(account).toContain("public keys and names");
    expect(account).toContain(`${accountLimits.sessionIdleDays} days`);
    expect(account).toContain(`${accountLimits.inactiveAccountDays / 365} years`);
    expect(account).toContain(`${accountLimits.linkMinutes} minutes`);
    expect(account).toContain("Delete your account");
    expect(account).toContain(emailLinkPages.yourData);
    expect(account).toContain("keyed hash");
    const retention = sectionText(privacyPolicy, "how-long-we-keep-it");
    expect(retention).toContain(`${accountLimits.sessionMaxDays / 365} year after sign-in at most`);
    expect(sectionText(privacyPolicy, "cookies")).toContain("one strictly necessary cookie");
  });

  it("explains how to complain to the ICO", () => {
    expect(sectionText(privacyPolicy, "complaints")).toContain("Information Commissioner's Office");
  });
});

describe("termsOfService", () => {
  it("has an insurer-panel section saying the panel is not the whole market", () => {
    const panel = sectionText(termsOfService, "insurer-panel");
    expect(panel).toContain("not the whole market");
    // The one order rule, word for word (the results, the email and the API say the same).
    expect(panel).toContain(quoteOrderRule);
  });

  it("sets out the complaints route to the Financial Ombudsman Service", () => {
    const complaints = sectionText(termsOfService, "complaints");
    expect(complaints).toContain(site.contact.complaintsEmail);
    expect(complaints).toContain("Financial Ombudsman Service");
    expect(complaints).toContain("eight weeks");
    expect(complaints).toContain("six months");
  });

  it("states the firm's status: with the placeholders, that it is a demonstration (site.test.ts has real details)", () => {
    expect(sectionText(termsOfService, "about-us")).toContain(site.company.fcaStatement);
    expect(sectionText(termsOfService, "about-us")).toContain("not an authorised firm");
  });

  it("states how long quotes can be reopened", () => {
    expect(sectionText(termsOfService, "your-quotes")).toContain(`${dataRetention.quoteValidityDays} days`);
  });
});

describe.each([
  ["resources", resourcesPage],
  ["contact", contactPage],
  ["sitemap", sitemapPage],
])("%s page", (_name, page) => {
  it("parses with its schema", () => {
    expect(SimplePage.safeParse(page).success).toBe(true);
  });
});

describe("the pages emails link to", () => {
  it("has an outcome page for every outcome path in the contracts", () => {
    const outcomes = [
      emailLinkPages.reminderSet,
      emailLinkPages.reminderProblem,
      emailLinkPages.reminderCancelled,
      emailLinkPages.reminderChanged,
      emailLinkPages.unsubscribed,
      emailLinkPages.emailsConfirmed,
      emailLinkPages.yourDataRequested,
      emailLinkPages.yourDataDeleted,
    ];
    expect(Object.keys(emailLinkOutcomes).sort()).toEqual([...outcomes].sort());
    for (const page of Object.values(emailLinkOutcomes))
      expect(OutcomePage.safeParse(page).success).toBe(true);
  });

  it("explains every link problem reason, with somewhere to go next", () => {
    expect(linkProblemPage.sections.map((section) => section.id)).toEqual(
      linkProblemReasons.map((reason) => `reason-${reason}`),
    );
    expect(linkProblemPage.actions.map((action) => action.href)).toEqual(
      expect.arrayContaining([emailLinkPages.yourData, "/contact"]),
    );
  });
});

describe("contactPage", () => {
  it("promises the required reply time", () => {
    expect(contactPage.intro).toContain("about 24 hours");
  });
});
