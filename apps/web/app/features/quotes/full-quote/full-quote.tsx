import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstNeed } from "../../../lib/load-later";

// The questions, their schemas and the pages load once the island is in the browser: the page's
// own JavaScript stays small, and what to ask depends on the address and this browser's draft.
const pages = onFirstNeed(() => import("./full-quote-pages"));
const FullQuotePages = lazy(() => pages.get().then((module) => ({ default: module.FullQuotePages })));

/** The `full-quote` island: "Get your exact price", its pages loaded in the browser. */
export function FullQuote() {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const loading = (
    // As tall as a page of questions, so nothing below moves when they arrive.
    <p role="status" className="min-h-screen text-muted-foreground">
      Loading your questions…
    </p>
  );
  return inBrowser ? (
    <Suspense fallback={loading}>
      <FullQuotePages />
    </Suspense>
  ) : (
    loading
  );
}
