import Bowser from "bowser";

/** "Chrome on Android": what the account's list of signed-in devices shows, from the User-Agent. */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return "Unknown browser";
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name ?? "Unknown browser";
  return os.name ? `${name} on ${os.name}` : name;
}
