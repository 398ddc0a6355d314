import { type ComponentType, use } from "react";
import { islandIdPrefix } from "./island-id";
import { IslandRendererContext } from "./island-renderer";
import { usePageHydrates } from "./page-scripts";
import type { IslandName } from "./registry";

/**
 * A part of a prerendered page that runs in the browser (an "island"); the rest of the page is
 * HTML only. Prerendering renders the component as a root of its own into a `<div data-island>`
 * with its props beside it; in the browser, entry.client.ts hydrates that root alone, with the
 * same id prefix, so ids made by `useId` match. On a page React Router hydrates whole (finding a
 * saved quote, and every page in development) it is an ordinary child.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  /** The component islandLoaders[name] loads in the browser. */
  component: ComponentType<Props>;
  /** Its props: plain data, written into the page as JSON. */
  props: Props;
}) {
  const renderIsland = use(IslandRendererContext);
  // `contents`: the host box takes no part in the layout, as if the component stood here alone.
  if (usePageHydrates() || !renderIsland) {
    return (
      <div className="contents">
        <Component {...props} />
      </div>
    );
  }
  return (
    <div
      className="contents"
      data-island={name}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: renderIsland(<Component {...props} />, islandIdPrefix(name)) }}
    />
  );
}
