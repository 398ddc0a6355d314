/**
 * The page address, for the saved quote page: an island (app/islands) with no router in the
 * browser. Its own links and its move to another quote set are ordinary page loads; only the
 * results view changes the address in place, with `history.replaceState`, so reload and a shared
 * link keep it and Back leaves the page rather than stepping through filters.
 */

/** The quote set reference in /quotes/<reference>. */
export function referenceInAddress(): string {
  return decodeURIComponent(window.location.pathname.replace(/\/$/, "").split("/").at(-1) ?? "");
}

export function searchInAddress(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** Replaces the query string, keeping the path, the hash and the history entry's state. */
export function replaceSearchInAddress(params: URLSearchParams): void {
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`;
  window.history.replaceState(window.history.state, "", url);
}

/** Where the full text of how quotes are listed sits (the page header's line links to it). */
export const RANKING_DISCLOSURE_ID = "how-we-list";

/** Where "what changed since your last quotes" sits, for a set a renewal reminder made. */
export const SINCE_LAST_QUOTES_ID = "since-last-quotes";

/** Where the questions that re-price the set sit (the refine section below the quotes). */
export const REFINE_QUOTES_ID = "refine-quotes";
/** The assumptions line above the first quote, whose "Change" opens the questions that re-price. */
export const CHANGE_ANSWERS_ID = "change-answers";
