/**
 * How the repository's browser tests start Chromium (apps/web's Playwright journeys, packages/ui's
 * Storybook tests) and the flags of apps/web's Lighthouse bench: Debian's headless shell (Blink
 * without the full browser's window machinery) unless CHROMIUM_PATH names another Chromium. No
 * sandbox (CI runs as root), no GPU, and nothing that calls home.
 */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: chromiumFlags,
};
