import { type ComponentType, use } from "react";
import { IslandRendererContext } from "./island-renderer";
import { usePageHydrates } from "./page-scripts";
import type { IslandName } from "./registry";

/**
 * A part of a prerendered page that runs in the browser (an "island"); the rest of the page is
 * HTML only. Prerendering renders the component as a root of its own into a `<div data-island>`
 * with its props beside it; in the browser, entry.client.ts hydrates that root alone, with the
 * same id prefix, so ids made by `useId` match; the providers its declaration asks for
 * (registry.ts) are put around it in both (island-providers.ts). The development server does the
 * same. Only in React Router's SPA fallback shell (never published) is it an ordinary child.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  /** The component `islands[name].load` loads in the browser. */
  component: ComponentType<Props>;
  /** Its props: plain data, written into the page as JSON. */
  props: Props;
}) {
  const renderIsland = use(IslandRendererContext);
  const island = <Component {...props} />;
  // `contents`: the host box takes no part in the layout, as if the component stood here alone.
  if (usePageHydrates() || !renderIsland) return <div className="contents">{island}</div>;
  return (
    <div
      className="contents"
      data-island={name}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: renderIsland(name, island) }}
    />
  );
}
