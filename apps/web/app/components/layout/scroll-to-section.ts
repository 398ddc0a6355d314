/**
 * Scrolls to the element a same-page anchor names and records the hash in the address bar
 * (replacing the entry, so React Router's own history state is kept). Used where the native
 * jump cannot run: a link chosen inside the mobile menu, whose scroll lock is on at click time.
 * Motion follows the visitor's preference.
 */
export function scrollToSection(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, "", `#${id}`);
}
