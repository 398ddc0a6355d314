import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { type ComponentType, createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { withProviders } from "./islands/island-providers";
import { type IslandRenderer, IslandRendererContext } from "./islands/island-renderer";
import { type IslandName, islands } from "./islands/registry";
import { ToasterOnDemand } from "./lib/lazy-toast";
import { QueryProvider } from "./lib/query-provider";

/** Every island's component, loaded through its declaration (as the browser loads it) for the first page. */
let islandComponents: Promise<Map<IslandName, ComponentType<object>>> | undefined;
export function loadIslandComponents() {
  islandComponents ??= Promise.all(
    Object.entries(islands).map(
      async ([name, declaration]) =>
        [name as IslandName, (await declaration.load()) as ComponentType<object>] as const,
    ),
  ).then((entries) => new Map(entries));
  return islandComponents;
}

/**
 * Islands (islands/island.tsx) render as roots of their own, so their ids match in the browser,
 * with the providers their declaration asks for, as the browser hydrates them (entry.client.ts).
 */
export function islandRenderer(components: Map<IslandName, ComponentType<object>>): IslandRenderer {
  return (name, props, idPrefix) =>
    renderToString(
      withProviders(createElement, islands[name], createElement(components.get(name)!, props), {
        QueryProvider,
        ToasterOnDemand,
      }),
      { identifierPrefix: idPrefix },
    );
}

export const streamTimeout = 5_000;

/**
 * Runs only at build time: every page is prerendered. Unlike React Router's default, it always
 * waits for all content (onAllReady), and writes code-split parts of a page (the quote form,
 * whose code the browser loads later) in place rather than behind a fallback streamed in by script.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const renderIsland = islandRenderer(await loadIslandComponents());
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      // React Router's SPA fallback shell (never published, see react-router.config.ts) must
      // carry its scripts; only real pages may leave them out.
      <IslandRendererContext value={routerContext.isSpaMode ? null : renderIsland}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandRendererContext>,
      {
        // React outlines a large finished boundary (sends it after the rest, to be moved into
        // place by a script) unless told not to: keep every part of the page where it belongs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
