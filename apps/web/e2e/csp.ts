import { expect, type Page, type Response } from "@playwright/test";
import { emailLinkPaths } from "../app/route-paths";

/**
 * Records every Content-Security-Policy violation the page reports: the `securitypolicyviolation`
 * events (listened for before any of the page's own scripts run) and Chromium's console lines.
 * Call before the page loads; the answer reads what has been seen so far.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => [] as string[]);
    return [...events, ...logged];
  };
}

/** The security headers every page of the site is served with (apps/web/security-headers.mjs). */
export function expectSecurityHeaders(response: Response | null, path: string) {
  const headers = response!.headers();
  const policy = headers["content-security-policy"] ?? "";
  expect(policy, path).toMatch(/script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+')*;/);
  expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
  expect(headers["permissions-policy"], path).toContain("camera=()");
  expect(headers["referrer-policy"], path).toBe(
    emailLinkPaths.includes(path) ? "no-referrer" : "strict-origin-when-cross-origin",
  );
}

/** Scrolls to the end of the page and waits, so the islands that load as the visitor nears them run too. */
export async function runEveryIsland(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
}
