import type { ComponentType } from "react";
import { onFirstNeed, whenNear } from "../lib/load-later";
import { closeMenuOnLinkChoice } from "../page-behaviour/site-menu";
import { loadProviders, withProviders } from "./island-providers";
import { type IslandDeclaration, type IslandName, islands } from "./registry";

/** What starts an island's code loading besides coming near it: touching or focusing it. */
const INTENT_EVENTS = ["focusin", "pointerdown", "touchstart"] as const;

/**
 * The only script of a prerendered page (page-scripts.tsx), in the build and on the development
 * server alike. Each island on the page is a React root of its own, hydrated once the visitor
 * comes within a screen of it, or touches or focuses it: until then it is the prerendered HTML,
 * whose links and fields work (a form's submit button stays disabled until its code runs). A page
 * without islands loads nothing more: it only closes the mobile menu when a link in it is chosen,
 * and lets keyboard users scroll wide tables. The home hero's falling pounds are drawn without React.
 */
closeMenuOnLinkChoice();
// Wide tables scroll by keyboard as @plummet/ui's Table makes them do in React (its one
// `watchScrollRegion`), fetched only by a page whose HTML holds a table.
const tables = document.querySelectorAll<HTMLElement>('[data-slot="table-container"]');
if (tables.length > 0)
  void import("@plummet/ui/scroll-region").then(({ watchScrollRegion }) => {
    for (const table of tables) watchScrollRegion(table);
  });
const particleLayer = document.querySelector<HTMLElement>("[data-falling-particles]");
if (particleLayer)
  void import("../page-behaviour/falling-particles").then((module) =>
    module.startFallingParticles(particleLayer),
  );

/** React and its DOM client, fetched once for every island of the page (and again after a failure). */
const react = onFirstNeed(() => Promise.all([import("react"), import("react-dom/client")]));

/** Everything an island needs in the browser: its component, React, and the providers it asks for. */
async function loadIsland(declaration: IslandDeclaration) {
  const [Component, [{ createElement }, { hydrateRoot }], providers] = await Promise.all([
    declaration.load(),
    react.get(),
    loadProviders(declaration),
  ]);
  return { Component, createElement, hydrateRoot, providers };
}

/**
 * Says, just before the island, that its code did not arrive (a dropped connection, a deploy that
 * replaced the files), with "Try again"; plain DOM, as React may be what failed to load. Answers a
 * function that takes the message away.
 */
function showLoadFailure(host: HTMLElement, retry: () => void): () => void {
  const alert = document.createElement("div");
  alert.setAttribute("role", "alert");
  alert.dataset.islandFailed = host.dataset.island;
  alert.className = "my-4 rounded-lg border border-border bg-white p-4 text-sm text-foreground";
  const text = document.createElement("p");
  text.textContent = "This part of the page did not load. Check your connection, then try again.";
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "Try again";
  button.className =
    "mt-3 inline-flex h-9 items-center rounded-md border-2 border-primary px-3 text-sm font-semibold text-primary hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";
  button.addEventListener("click", retry, { once: true });
  alert.append(text, button);
  host.before(alert);
  return () => alert.remove();
}

/**
 * Hydrates one island when it is first needed. Until then its buttons do nothing (an FAQ
 * question): clicks on them are held, start the island's code loading, and are replayed once it
 * has hydrated. Links and fields keep working as HTML meanwhile, so their clicks are left alone.
 * If the code fails to load, the held clicks are let go (nothing replays them later), the island
 * says so, and "Try again" fetches its code afresh.
 */
function hydrateWhenNeeded(host: HTMLElement): void {
  const name = host.dataset.island as IslandName;
  const found: IslandDeclaration | undefined = islands[name];
  if (!found) {
    console.error(`No island is called "${name}"`);
    return;
  }
  const declaration = found;
  let held: HTMLElement[] = [];
  function holdClick(event: MouseEvent) {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest("button");
    if (!button || !host.contains(button) || button.type === "submit") return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
    start();
  }
  let started = false;
  let stopWatching = () => {};
  function stopHolding() {
    host.removeEventListener("click", holdClick, true);
    for (const type of INTENT_EVENTS) host.removeEventListener(type, start);
    stopWatching();
  }
  function start() {
    if (started) return;
    started = true;
    stopHolding();
    // Clicks that come while the code is on its way are held too.
    host.addEventListener("click", holdClick, true);
    loadIsland(declaration).then(
      ({ Component, createElement, hydrateRoot, providers }) => {
        host.removeEventListener("click", holdClick, true);
        const props = JSON.parse(host.dataset.props ?? "{}");
        const island = withProviders(
          createElement,
          declaration,
          createElement(Component as ComponentType<object>, props),
          providers,
        );
        hydrateRoot(host, island, { identifierPrefix: host.dataset.idPrefix });
        // React hydrates the root at once to handle a click on it, so the held clicks land, in order.
        for (const button of held.splice(0)) button.click();
      },
      (error: unknown) => {
        console.error(`The "${name}" island's code did not load`, error);
        host.removeEventListener("click", holdClick, true);
        held = [];
        const dismiss = showLoadFailure(host, () => {
          dismiss();
          started = false;
          start();
        });
      },
    );
  }
  host.addEventListener("click", holdClick, true);
  for (const type of INTENT_EVENTS) host.addEventListener(type, start, { passive: true });
  // A `display: contents` host has no box of its own: watch what it holds.
  stopWatching = whenNear(host.children, "island", start);
}

for (const host of document.querySelectorAll<HTMLElement>("[data-island]")) hydrateWhenNeeded(host);
