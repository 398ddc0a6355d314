import type { QuoteSet } from "@plummet/client";
import { type QuoteProgress, QuoteStreamError, streamQuoteSet } from "@plummet/client/browser";
import type { Quote, QuoteSetResponse } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import type { ToastInput } from "@plummet/ui/toast";
import { buttonVariants } from "@plummet/ui/variants/button";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { API_URL } from "../../../lib/api";
import { showToast } from "../../../lib/lazy-toast";
import { takePendingQuote } from "../shared/pending-quote";
import { foundLine } from "../shared/quote-pricing";
import { quoteSetKey, quoteSetPath } from "../shared/saved-quotes";
import { progressLine } from "./progress-line";
import type { QuoteSetPage } from "./quote-set-page";
import type { SavedQuoteSetProps } from "./saved-quote-set";

/** How often the progress line may change: a polite region read as it settles, not once a quote. */
const PROGRESS_EVERY_MS = 1000;

/**
 * The results page a quote form leads to (/quotes/new): it asks for the prices as Server-Sent
 * Events and shows each quote as its insurer answers, in the one order, under a line saying how
 * many insurers have answered. Nothing moves under the visitor: once they scroll or focus a quote,
 * new quotes wait behind "Show 4 new quotes". When the set is saved the line says so, the address
 * becomes the set's own (/quotes/<reference>, as a reload or a link shows it) and the rest of the
 * set's page follows the quotes.
 */
export function StreamedQuoteSet({
  arrivedToast,
  Page,
  ...props
}: SavedQuoteSetProps & {
  arrivedToast: ToastInput | undefined;
  /**
   * The set's page (`QuoteSetPage`), handed in by the island rather than imported: imported here,
   * the bundler split the results' modules into small shared chunks, over the island's budget.
   */
  Page: typeof QuoteSetPage;
}) {
  const [pending] = useState(takePendingQuote);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Quote[]>([]);
  const [waiting, setWaiting] = useState<Quote[]>([]);
  const [progress, setProgress] = useState<QuoteProgress>();
  const [set, setSet] = useState<QuoteSet>();
  const [failed, setFailed] = useState<string>();
  const queryClient = useQueryClient();
  // Whether the visitor has scrolled or focused a quote: from then on new quotes wait.
  const held = useRef(false);
  // The form's toast arrives a moment after this mounts; the stream must not restart for it.
  const toast = useRef(arrivedToast);
  toast.current = arrivedToast;

  useEffect(() => {
    const hold = () => {
      held.current = true;
    };
    const holdOnQuote = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest("[role=group]")) hold();
    };
    window.addEventListener("scroll", hold, { passive: true, once: true });
    document.addEventListener("focusin", holdOnQuote);
    return () => {
      window.removeEventListener("scroll", hold);
      document.removeEventListener("focusin", holdOnQuote);
    };
  }, []);

  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    let lastProgress = 0;
    let latest: QuoteProgress | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const showProgress = () => {
      timer = undefined;
      lastProgress = Date.now();
      setProgress(latest);
    };
    streamQuoteSet(
      {
        baseUrl: API_URL,
        body: pending.request,
        // The same key on a retry or a reload: the set already priced is answered, never priced twice.
        headers: { "idempotency-key": pending.idempotencyKey },
        signal: controller.signal,
      },
      {
        onQuote: (quote) => (held.current ? setWaiting : setShown)((quotes) => [...quotes, quote]),
        onProgress: (next) => {
          latest = next;
          if (timer) return;
          const wait = PROGRESS_EVERY_MS - (Date.now() - lastProgress);
          if (wait <= 0) showProgress();
          else timer = setTimeout(showProgress, wait);
        },
      },
    ).then(
      (saved) => {
        clearTimeout(timer);
        setProgress({ answered: saved.providersSearched, asked: saved.providersSearched });
        queryClient.setQueryData(quoteSetKey(saved.reference), saved);
        window.history.replaceState(null, "", `${quoteSetPath(saved.reference)}${window.location.search}`);
        // A retry's answer (the set saved earlier) comes as the set alone: its quotes are shown.
        setShown((quotes) => (quotes.length === 0 && !held.current ? saved.quotes : quotes));
        setSet(saved);
        if (toast.current && saved.quotes.length > 0)
          showToast({ ...toast.current, description: foundLine(saved.quotes) });
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (controller.signal.aborted) return;
        setFailed(failureWords(error));
        showToast(pending.failure);
      },
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pending, attempt, queryClient]);

  const showWaiting = useCallback(() => {
    setShown((quotes) => [...quotes, ...waiting]);
    setWaiting([]);
  }, [waiting]);

  if (!pending) return <NothingToPrice />;
  if (failed) {
    return (
      <div className="grid max-w-2xl gap-6" role="alert">
        <Callout tone="warning" title="We couldn't get your quotes">
          {failed}
        </Callout>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="primary"
            onClick={() => {
              setFailed(undefined);
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
          <a href="/#quote-comparison" className={buttonVariants({ variant: "outline" })}>
            Change your details
          </a>
        </div>
      </div>
    );
  }

  // Until the set is saved, what is known of it: the product, level and the quotes in so far.
  const sofar: QuoteSetResponse = set
    ? { ...set, quotes: shown }
    : ({
        reference: "",
        insuranceType: pending.request.insuranceType,
        coverageAmount: pending.request.coverageAmount,
        quotes: shown,
        providersSearched: progress?.asked ?? 0,
        assumptions: [],
        expiresAt: "",
        createdAt: "",
        details: [],
      } as unknown as QuoteSetResponse);
  return (
    <Page
      set={sofar}
      productLabels={props.productLabels}
      reminderRules={props.reminderRules}
      pricing={set === undefined}
      progress={
        <p role="status" className="font-semibold text-brand-900">
          {progressLine(progress, set)}
        </p>
      }
      newQuotes={
        waiting.length > 0 ? (
          <Button variant="primary" className="shadow-raised" onClick={showWaiting}>
            Show {waiting.length} new {waiting.length === 1 ? "quote" : "quotes"}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Why the prices could not be had, in the visitor's words. */
function failureWords(error: unknown): string {
  if (error instanceof QuoteStreamError && error.status === 429)
    return "We have had a lot of requests from this connection. Please wait a minute and try again.";
  if (error instanceof QuoteStreamError && error.status === 400)
    return `${error.body?.message ?? "Some answers could not be used"}. Change your details and ask again.`;
  return "Our quotes service did not answer. Your answers are kept: try again in a moment.";
}

/** /quotes/new opened without answers to price (a bookmark, another tab). */
function NothingToPrice() {
  return (
    <div className="grid max-w-2xl gap-6">
      <Callout tone="info" title="There are no answers to price here">
        This page shows quotes as insurers answer, after you fill in the quote form. Get a quote, or find one
        you saved.
      </Callout>
      <div className="flex flex-wrap gap-3">
        <a href="/#quote-comparison" className={buttonVariants({ variant: "cta" })}>
          Get a new quote
        </a>
        <a href="/quotes" className={buttonVariants({ variant: "outline" })}>
          Find a saved quote
        </a>
      </div>
    </div>
  );
}
