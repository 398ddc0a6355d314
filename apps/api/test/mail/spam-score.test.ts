import { execFileSync } from "node:child_process";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { accountLinkEmail } from "../../src/mail/account-link-email";
import type { RenderedEmail } from "../../src/mail/email-layout";
import { optInConfirmationEmail } from "../../src/mail/opt-in-email";
import { quoteSetEmail } from "../../src/mail/quote-email";
import { reminderSetEmail, renewalReminderEmail } from "../../src/mail/reminder-emails";
import { yourDataEmail } from "../../src/mail/your-data-email";
import { quoteSetFixture } from "../support/quote-set";

/**
 * Every email scored by SpamAssassin's local rules (`-L`: no network tests), as sent: MIME from
 * nodemailer with both unsubscribe headers. Today each scores 0; a limit well under the 5.0 that
 * marks mail as spam leaves room for what a receiving server adds (network lists, its own rules). Needs `spamassassin` on PATH
 * (`scripts/install-test-system-deps.sh` installs it).
 */
const MAX_SCORE = 1;
const site = "https://www.plummet.co.uk";
const links = { siteUrl: site, unsubscribePage: `${site}/unsubscribe?token=eyJhbGciOiJIUzI1NiJ9.e30.sig` };
const set = quoteSetFixture({ insuranceType: "car", age: 35, postcode: "M1 1AE", quoteCount: 4 });
const page = `${site}/your-data/view?token=eyJhbGciOiJIUzI1NiJ9.e30.sig`;
const emails: Array<[string, () => RenderedEmail]> = [
  ["quote set", () => quoteSetEmail(set, links)],
  ["renewal reminder", () => renewalReminderEmail(set, links)],
  [
    "reminder set",
    () =>
      reminderSetEmail(
        {
          insuranceType: "car",
          renewalDate: "2027-03-27",
          remindOn: "2027-03-03",
          fromReference: set.reference,
        },
        page,
        links,
      ),
  ],
  ["opt-in confirmation", () => optInConfirmationEmail(page, links)],
  ["your-data link", () => yourDataEmail(page, new Date(), links)],
  ["sign-in link", () => accountLinkEmail(page, new Date(), false, links)],
  ["keep-your-quotes link", () => accountLinkEmail(page, new Date(), true, links)],
];

const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

async function spamScore(email: RenderedEmail): Promise<{ score: number; tests: string }> {
  const info = await transporter.sendMail({
    from: "Plummet <quotes@plummet.co.uk>",
    to: "sam@example.com",
    ...email,
    headers: {
      "List-Unsubscribe": "<https://api.plummet.co.uk/api/unsubscribe?token=x>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
  // `-t` appends the report; its status header has the score and the rules that fired.
  const report = execFileSync("spamassassin", ["-L", "-t"], { input: info.message as Buffer }).toString();
  const status = /^X-Spam-Status: \w+, score=(-?[\d.]+) required=[\d.]+ tests=([\s\S]*?)\n\S/m.exec(report);
  if (!status) throw new Error(`no X-Spam-Status in SpamAssassin's report:\n${report.slice(0, 2000)}`);
  return { score: Number(status[1]), tests: status[2]!.replace(/\s+/g, "") };
}

describe("what SpamAssassin makes of each email", () => {
  it.each(emails)("scores the %s email under the limit", async (_name, render) => {
    const { score, tests } = await spamScore(render());
    expect(score, `rules that fired: ${tests}`).toBeLessThan(MAX_SCORE);
  });
});
