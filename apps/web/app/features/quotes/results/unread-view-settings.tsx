import { readResultsView } from "./results-view";

// Loaded only when the page address carries view settings (an edited or shared link).

/**
 * The view settings in the address that could not be read (`sort=cheapest`, `show=weekly`,
 * `rating=9`), so the page can say it used the usual order or no filter instead.
 */
export function unreadViewSettings(params: URLSearchParams): string[] {
  const view = readResultsView(params);
  const unread: string[] = [];
  const sort = params.get("sort");
  if (sort !== null && sort !== view.sort) unread.push(`sort=${sort}`);
  const show = params.get("show");
  if (show !== null && show !== view.show) unread.push(`show=${show}`);
  const excess = params.get("excess");
  if (excess !== null && view.maxExcess === undefined) unread.push(`excess=${excess}`);
  const rating = params.get("rating");
  if (rating !== null && view.minRating === undefined) unread.push(`rating=${rating}`);
  for (const feature of params.getAll("cover")) {
    if (!view.mustHave.includes(feature)) unread.push(`cover=${feature}`);
  }
  return unread.map((setting) => (setting.length > 40 ? `${setting.slice(0, 40)}…` : setting));
}

/** Says which of the address's view settings could not be used; nothing when all could. */
export function UnreadViewSettingsNote({ params }: { params: URLSearchParams }) {
  const unread = unreadViewSettings(params);
  if (unread.length === 0) return null;
  return (
    <p role="note" className="rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm">
      We could not use {unread.join(", ")} from the page address, so these quotes are shown in the usual order
      with no filter for {unread.length === 1 ? "it" : "them"}.
    </p>
  );
}
