import { useEffect, useState } from "react";
import { LazyPart, lazyOnDemand } from "../../../lib/lazy-part";

// The questions, their schemas and the pages load once the island is in the browser: the page's
// own JavaScript stays small, and what to ask depends on the address and this browser's draft.
const FullQuotePages = lazyOnDemand(() =>
  import("./full-quote-pages").then((module) => module.FullQuotePages),
);

/** The `full-quote` island: "Get your exact price", its pages loaded in the browser. */
export function FullQuote() {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const loading = (
    <p role="status" className="text-muted-foreground">
      Loading your questions…
    </p>
  );
  return inBrowser ? (
    <LazyPart fallback={loading}>
      <FullQuotePages />
    </LazyPart>
  ) : (
    loading
  );
}
