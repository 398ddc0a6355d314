import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page, type TestInfo } from "@playwright/test";

/** The quotes service the journeys run against (playwright.config.ts starts it). */
export const API = process.env.E2E_API_URL ?? "http://127.0.0.1:3001";

/** An address no other test or project uses: both projects share one API and one mail folder. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}.${testInfo.project.name}.${Date.now().toString(36)}${random}@example.com`;
}

/** A date `days` from today in the UK (the site's calendar), YYYY-MM-DD. */
export function ukDateIn(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A saved home insurance quote set for `email`, made through the API; its reference. */
export async function quoteSetFor(request: APIRequestContext, email: string, marketingOptIn = true) {
  const response = await request.post(`${API}/api/quotes`, {
    data: {
      insuranceType: "home",
      coverageAmount: "standard",
      age: "41",
      postcode: "CB2 1TN",
      email,
      marketingOptIn,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

export interface Mail {
  headers: Record<string, string>;
  /** The whole message, quoted-printable soft breaks joined and "=3D" decoded. */
  text: string;
}

function parseMail(raw: string): Mail {
  const [head = "", ...body] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const text = `${head}\n\n${body.join("\n\n")}`.replace(/=\r?\n/g, "").replaceAll("=3D", "=");
  return { headers, text };
}

/** Waits for the email to `address` whose text has `marker`, in the API's mail folder (.eml). */
export async function mailTo(address: string, marker: string | RegExp, timeout = 20_000): Promise<Mail> {
  const folder = path.join(process.env.E2E_DATA_DIR!, "mail");
  let found: Mail | undefined;
  await expect(async () => {
    const files = (() => {
      try {
        return readdirSync(folder).filter((name) => name.endsWith(".eml"));
      } catch {
        return [];
      }
    })();
    found = files
      .map((file) => parseMail(readFileSync(path.join(folder, file), "utf8")))
      .find(
        (mail) =>
          (mail.headers.to ?? "").toLowerCase().includes(address.toLowerCase()) &&
          (typeof marker === "string" ? mail.text.includes(marker) : marker.test(mail.text)),
      );
    expect(found, `an email to ${address} with ${marker}`).toBeDefined();
  }).toPass({ timeout });
  return found!;
}

/** The first link in an email to a page of the site whose path starts with `pathStart`. */
export function linkIn(mail: Mail, pathStart: string): string {
  const escaped = pathStart.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const link = mail.text.match(new RegExp(`https?://[^\\s"<>]+${escaped}[^\\s"<>]*`))?.[0];
  expect(link, `a link to ${pathStart}`).toBeDefined();
  return link!.replaceAll("&amp;", "&");
}

/** The rendered text of the main landmark, <noscript> included (text locators skip it). */
/**
 * Opens a page and waits until its island has its code: a click then goes through the script.
 * Before that, a form's button posts the plain HTML form (decision 015), which is the journey
 * without JavaScript, tested on its own.
 */
export async function openWithScript(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

export async function mainText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
  return page.locator("main").evaluate((main) => (main as HTMLElement).innerText);
}
