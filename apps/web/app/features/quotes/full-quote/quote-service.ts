import { onFirstNeed } from "../../../lib/load-later";

/**
 * The quotes service's client, fetched on first use (a registration looked up, a saved set's
 * answers read, prices asked for) rather than with the page, which keeps the page's script small.
 */
export const quoteService = onFirstNeed(async () => {
  const [client, problems] = await Promise.all([
    import("../../../lib/api"),
    import("../../../lib/api-problem"),
  ]);
  return { ...client, ...problems };
});
