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

/**
 * Runs every island of the page, as a visitor who reads to its end does: the viewport is made as
 * tall as the page, so every island, and every part an island loads as the visitor nears it, is
 * near at once. Then waits until each island that can be seen has hydrated and the page has
 * fetched nothing more for half a second, and puts the viewport back. (Scrolling there took a
 * frame drawn for every step of the way; a second `networkidle` wait returns at once, as a page
 * reaches it only once.)
 */
export async function runEveryIsland(page: Page) {
  await page.waitForLoadState("networkidle");
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  // An island has hydrated once React has made its host a root (React marks the host with a
  // `__reactContainer$…` key); one with nothing drawn (hidden at this width) never comes near.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>("[data-island]"))
          .filter((host) => Array.from(host.children).some((child) => child.getClientRects().length > 0))
          .filter((host) => !Object.keys(host).some((key) => key.startsWith("__reactContainer$")))
          .map((host) => host.dataset.island),
      ),
    )
    .toEqual([]);
  // Quiet: no new resource loaded for half a second (what `networkidle` would say the first time).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let seen = -1;
        const check = () => {
          const now = performance.getEntriesByType("resource").length;
          if (now === seen) resolve();
          else {
            seen = now;
            setTimeout(check, 500);
          }
        };
        check();
      }),
  );
  await page.setViewportSize(viewport);
}
