import { islandIdPrefix } from "./island-id";
import { type IslandName, islandLoaders } from "./registry";
import { makeScrollingTablesFocusable } from "../page-behaviour/scrolling-tables";
import { closeMenuOnLinkChoice } from "../page-behaviour/site-menu";

/** What starts an island's code loading besides coming near it: touching or focusing it. */
const INTENT_EVENTS = ["focusin", "pointerdown", "touchstart"] as const;

/**
 * The only script of a page React Router does not hydrate (page-scripts.tsx). Each island on the
 * page is a React root of its own, hydrated once the visitor comes within a screen of it, or
 * touches or focuses it: until then it is the prerendered HTML, whose links and fields work (a
 * form's submit button stays disabled until its code runs). A page without islands loads
 * nothing more: it only closes the mobile menu when a link in it is chosen, and lets keyboard
 * users scroll wide tables. The home hero's falling pounds are drawn without React.
 */
closeMenuOnLinkChoice();
makeScrollingTablesFocusable();
const particleLayer = document.querySelector<HTMLElement>("[data-falling-particles]");
if (particleLayer)
  void import("../page-behaviour/falling-particles").then((module) => module.startFallingParticles(particleLayer));

async function hydrateIsland(host: HTMLElement, takeHeldClicks: () => HTMLElement[]): Promise<void> {
  const name = host.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) throw new Error(`No island is called "${name}"`);
  const [Component, { createElement }, { hydrateRoot }] = await Promise.all([
    load(),
    import("react"),
    import("react-dom/client"),
  ]);
  const props = JSON.parse(host.dataset.props ?? "{}");
  hydrateRoot(host, createElement(Component as React.ComponentType<object>, props), {
    identifierPrefix: islandIdPrefix(name),
  });
  // React hydrates the root at once to handle a click on it, so the held clicks land, in order.
  for (const button of takeHeldClicks()) button.click();
}

/**
 * Until an island has hydrated, its buttons do nothing (an FAQ question):
 * clicks on them are held, start the island's code loading, and are replayed once it has hydrated.
 * Links and fields keep working as HTML meanwhile, so their clicks are left alone.
 */
function hydrateWhenNear(host: HTMLElement): void {
  const held: HTMLElement[] = [];
  let hydrated = false;
  function holdClick(event: MouseEvent) {
    if (hydrated || !(event.target instanceof Element)) return;
    const button = event.target.closest("button");
    if (!button || !host.contains(button) || button.type === "submit") return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
    start();
  }
  host.addEventListener("click", holdClick, true);

  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: "100% 0px" },
  );
  let started = false;
  function start() {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of INTENT_EVENTS) host.removeEventListener(type, start);
    void hydrateIsland(host, () => {
      hydrated = true;
      host.removeEventListener("click", holdClick, true);
      return held;
    });
  }
  // A `display: contents` host has no box of its own: watch what it holds.
  for (const child of host.children) observer.observe(child);
  for (const type of INTENT_EVENTS) host.addEventListener(type, start, { passive: true });
}

for (const host of document.querySelectorAll<HTMLElement>("[data-island]")) hydrateWhenNear(host);
