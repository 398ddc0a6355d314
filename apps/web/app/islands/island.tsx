import { use, useId } from "react";
import { IslandRendererContext } from "./island-renderer";
import type { IslandName, IslandProps } from "./registry";

/**
 * A part of a prerendered page that runs in the browser (an "island"), placed by its name in
 * registry.ts; its props are its component's own, checked here. The rest of the page is HTML
 * only. Prerendering renders the component as a root of its own into a `<div data-island>`, its
 * props beside it as JSON; in the browser, entry.client.ts hydrates that root alone with the same
 * id prefix, so ids made by `useId` match. The prefix is this instance's own (the island's name
 * and an id of the page's render), so two copies of an island on one page never share an id.
 * The development server does the same, and answers a quote set's /quotes/<reference> with the
 * /quotes/saved page as the site's server does (scripts/islands-plugin.ts). React Router's SPA
 * shell, which has no renderer and is never published, leaves the host empty.
 */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps<Name> }) {
  const renderIsland = use(IslandRendererContext);
  const idPrefix = `${name}${useId()}`;
  // `contents`: the host box takes no part in the layout, as if the component stood here alone.
  return (
    <div
      className="contents"
      data-island={name}
      data-id-prefix={idPrefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: renderIsland?.(name, props, idPrefix) ?? "" }}
    />
  );
}
