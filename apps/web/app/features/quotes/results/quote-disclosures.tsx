import type { QuoteResponse } from "@plummet/contracts";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { CHANGE_ANSWERS_ID } from "../shared/page-address";

/**
 * The facts every quote in the set was priced on, in one line above the first quote: the cover
 * level's meaning first, the whole list one tap away, and "Change", which opens the questions that
 * re-price (`questions`) right under the line, where a phone's visitor is (`#change-answers`
 * leads to the line).
 */
export function QuoteAssumptions({
  assumptions,
  questions,
  pricing = false,
}: Pick<QuoteResponse, "assumptions"> & {
  questions?: ReactNode;
  /** Insurers are still answering: the line keeps its place until the set says what was assumed. */
  pricing?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (assumptions.length === 0 && !pricing) return null;
  const box =
    "flex items-start gap-3 rounded-lg border border-border bg-white px-3 py-2 text-sm shadow-raised";
  if (pricing) {
    // As tall as the usual line (three lines on a phone, two from 640 px), so the quotes below
    // hardly move when the assumptions arrive with the saved set.
    return (
      <p className={`${box} min-h-[4.875rem] sm:min-h-[3.625rem]`}>
        <span>
          <span className="font-semibold">Priced for:</span> your answers, and what we assume for the rest:
          listed here once every insurer has answered.
        </span>
      </p>
    );
  }
  return (
    <div id={CHANGE_ANSWERS_ID} className="grid scroll-mt-20 gap-3">
      <div className={box}>
        <details className="group/assumptions min-w-0 flex-1">
          <summary className="flex cursor-pointer list-none items-start gap-1.5 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
            <ChevronDown
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-primary -rotate-90 transition-transform group-open/assumptions:rotate-0"
            />
            <span className="min-w-0">
              <span className="font-semibold">Priced for:</span>{" "}
              <span className="group-open/assumptions:hidden">{assumptions[0]}</span>
              <span className="font-medium text-primary underline underline-offset-4">
                <span className="group-open/assumptions:hidden"> · all {assumptions.length} assumptions</span>
                <span className="hidden group-open/assumptions:inline">what these quotes assume</span>
              </span>
            </span>
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-9">
            {assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
          <p className="mt-2 pl-5.5 text-muted-foreground">
            If these do not match you, change them, or the insurer will confirm the price before you buy.
          </p>
        </details>
        {questions ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((now) => !now)}
            className="shrink-0 rounded-md font-semibold text-primary underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-ring"
            aria-label={open ? "Hide the questions" : "Change what these quotes assume"}
          >
            {open ? "Hide" : "Change"}
          </button>
        ) : null}
      </div>
      <div id={panelId} hidden={!open}>
        {open ? questions : null}
      </div>
    </div>
  );
}
