import type { ToastInput } from "@plummet/ui/toast";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError, answerOf, api } from "../../../lib/api";
import { LazyPart, lazyOnDemand } from "../../../lib/lazy-part";
import { showToast } from "../../../lib/lazy-toast";
import { takeToastLeftForThisPage } from "../../../lib/toast-after-load";
import { takeRefinedFrom } from "../refine/refined-from";
import { InsurerMarks } from "../results/insurer-mark";
import { focusResultsWhenShown } from "../results/quote-results";
import { referenceInAddress } from "../shared/page-address";
import { foundLine } from "../shared/quote-pricing";
import { quoteSetKey } from "../shared/saved-quotes";
import { LoadingSavedQuotes } from "./loading-saved-quotes";
import { QuoteSetPage, type QuoteSetPageFacts } from "./quote-set-page";

// Why a set cannot be shown (unknown, expired, the service not answering): rare, so loaded then.
const SetProblem = lazyOnDemand(() => import("./set-problem").then((module) => module.SetProblem));

// A new set, its quotes shown as insurers answer (the quote form leads to /quotes/new).
const StreamedQuoteSet = lazyOnDemand(() =>
  import("./streamed-quote-set").then((module) => module.StreamedQuoteSet),
);

/**
 * Facts the page knows when it is built, from the contracts, passed to the island as props so its
 * code imports no value from them (that module carries zod and every schema).
 */
export type SavedQuoteSetProps = QuoteSetPageFacts & {
  /** How many days a quote set is kept (`dataRetention.quoteValidityDays`). */
  quoteValidityDays: number;
  /** The insurers whose marks the site has (the content's `insurerMarkSlugs`), for the cards. */
  insurerMarks: readonly string[];
};

function SavedQuoteSetView({
  reference,
  arrivedToast,
  quoteValidityDays,
  productLabels,
  reminderRules,
}: SavedQuoteSetProps & { reference: string; arrivedToast: ToastInput | undefined }) {
  const query = useQuery({
    queryKey: quoteSetKey(reference),
    // The quotes service checks its own answers against the contract before sending them, so the
    // browser takes the type on trust rather than carrying zod and every schema to check it again.
    queryFn: () => answerOf(api.GET("/api/quotes/{reference}", { params: { path: { reference } } })),
  });
  const quotes = query.data?.quotes;
  // Read once, in the browser (this renders only there): the set this page was refined from.
  const [refinedFrom] = useState(takeRefinedFrom);
  useEffect(() => {
    if (arrivedToast && quotes?.length) showToast({ ...arrivedToast, description: foundLine(quotes) });
  }, [arrivedToast, quotes]);

  if (query.isPending) {
    return <LoadingSavedQuotes />;
  }
  if (query.isError) {
    return (
      <LazyPart fallback={null}>
        <SetProblem
          reference={reference}
          status={query.error instanceof ApiError ? query.error.status : undefined}
          quoteValidityDays={quoteValidityDays}
          retry={() => void query.refetch()}
        />
      </LazyPart>
    );
  }

  const set = query.data;
  return (
    <QuoteSetPage
      set={set}
      refinedFrom={refinedFrom?.reference === set.reference ? undefined : refinedFrom}
      productLabels={productLabels}
      reminderRules={reminderRules}
    />
  );
}

/**
 * The saved quote page's island (app/islands): the quote set named in the page address, read from
 * the quotes service (its declaration puts TanStack Query and the toasts, at the top, around it).
 * Prerendered as the loading space; the reference is read once it runs in the browser. How long quotes are kept comes from
 * the contracts at build time, as a prop, so the island needs no value from them.
 */
export function SavedQuoteSet(props: SavedQuoteSetProps) {
  const [reference, setReference] = useState<string>();
  const [marks] = useState(() => new Set(props.insurerMarks));
  // The quote form's toast, shown once the set is here with what was found.
  const [arrivedToast, setArrivedToast] = useState<ToastInput>();
  useEffect(() => setReference(referenceInAddress()), []);
  useEffect(() => {
    if (reference === undefined) return;
    // The quote form ends by loading this page and leaves its toast for it.
    const left = takeToastLeftForThisPage();
    if (!left) return;
    setArrivedToast(left);
    // Arrived from the quote form (by keyboard too): focus goes to the results' heading once the
    // quotes are on the page, without moving what the visitor sees first.
    focusResultsWhenShown();
  }, [reference]);
  if (reference === undefined) return <LoadingSavedQuotes announce={false} />;
  return (
    <InsurerMarks.Provider value={marks}>
      {/* /quotes/new: the page the quote form leads to (shared/pending-quote.ts's NEW_QUOTES_PATH). */}
      {reference === "new" ? (
        <LazyPart fallback={<LoadingSavedQuotes />}>
          <StreamedQuoteSet arrivedToast={arrivedToast} Page={QuoteSetPage} {...props} />
        </LazyPart>
      ) : (
        <SavedQuoteSetView reference={reference} arrivedToast={arrivedToast} {...props} />
      )}
    </InsurerMarks.Provider>
  );
}
