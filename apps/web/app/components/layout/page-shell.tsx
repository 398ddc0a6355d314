import type * as React from "react";
import type { HeaderVariant } from "./nav-items";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The id of every page's main landmark; the skip link jumps to it. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * Every page's frame: a skip link, the sticky header, the page's content in `<main>` and the
 * footer. Use variant "landing" on the home page only.
 */
export function PageShell({ variant, children }: { variant: HeaderVariant; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-800 focus:shadow-raised"
      >
        Skip to main content
      </a>
      <SiteHeader variant={variant} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
