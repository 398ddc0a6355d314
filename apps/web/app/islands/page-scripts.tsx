import islandsScript from "virtual:islands-script";
import { use } from "react";
import { Scripts } from "react-router";
import { IslandRendererContext } from "./island-renderer";

/**
 * The end of every page's body: the islands' entry (app/islands/entry.client.ts), a few KB that
 * load the islands on the page, if any, close the mobile menu when a link in it is chosen and let
 * keyboard users scroll wide tables. React Router hydrates no page. Only its SPA shell, which the
 * development server gives a path that is not prerendered (there is no island renderer then),
 * carries React Router's scripts.
 */
export function PageScripts() {
  if (use(IslandRendererContext) === null) return <Scripts />;
  return (
    <>
      {islandsScript.preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={islandsScript.src} />
    </>
  );
}
