/**
 * Render time per email: each of the five emails rendered (HTML and text) many times in a row,
 * after a warm-up; prints the mean and p99 wall time and the mean CPU time per render.
 * `pnpm --filter @plummet/api bench:email-render` (RUNS=2000 by default)
 */
import { performance } from "node:perf_hooks";
import { optInConfirmationEmail } from "../src/mail/opt-in-email";
import { quoteSetEmail } from "../src/mail/quote-email";
import { reminderSetEmail, renewalReminderEmail } from "../src/mail/reminder-emails";
import { yourDataEmail } from "../src/mail/your-data-email";
import { quoteSetFixture } from "../test/support/quote-set";

const RUNS = Number(process.env.RUNS ?? 2000);
const links = {
  siteUrl: "https://www.plummet.co.uk",
  unsubscribePage: "https://www.plummet.co.uk/unsubscribe?token=a.b.c",
};
const set = quoteSetFixture({ insuranceType: "car", age: 35, postcode: "M1 1AE", quoteCount: 12 });
const page = "https://www.plummet.co.uk/x?token=a.b.c";
const reminder = {
  insuranceType: "car" as const,
  renewalDate: "2027-03-27",
  remindOn: "2027-03-03",
  fromReference: set.reference,
};

const emails: Record<string, () => unknown> = {
  "quote set": () => quoteSetEmail(set, links),
  "renewal reminder": () => renewalReminderEmail(set, links),
  "reminder set": () => reminderSetEmail(reminder, page, links),
  "opt-in confirmation": () => optInConfirmationEmail(page, links),
  "your data": () => yourDataEmail(page, new Date(), links),
};

for (const [name, render] of Object.entries(emails)) {
  for (let i = 0; i < 200; i++) render();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    render();
    times.push(performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / RUNS;
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const p99 = times[Math.floor(times.length * 0.99)]!;
  console.log(
    `${name.padEnd(20)} mean ${mean.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms  CPU ${cpuMs.toFixed(3)} ms`,
  );
}
