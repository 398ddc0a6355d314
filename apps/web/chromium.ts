/**
 * How this package's browser tests start Chromium: Debian's headless shell (Blink without the full
 * browser's window machinery) unless CHROMIUM_PATH names another Chromium. No sandbox (CI runs as
 * root), no GPU, and nothing that calls home.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
