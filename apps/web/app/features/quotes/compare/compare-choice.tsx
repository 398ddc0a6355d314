import type { Quote } from "@plummet/contracts";
import type * as React from "react";

// The part of comparing that every card shows: the tick and what the comparison says before its
// table. The table itself (compare-quotes.tsx) loads when a first quote is ticked.

/** At most this many quotes side by side: more will not fit a phone or a reader's memory. */
export const MAX_COMPARED = 3;

/** The tick on a card that puts its quote in the comparison. */
export function CompareToggle({
  quote,
  chosen,
  full,
  onToggle,
  onIntent,
}: {
  quote: Pick<Quote, "id" | "provider">;
  chosen: boolean;
  /** Three are chosen already: others cannot be ticked until one is taken off. */
  full: boolean;
  onToggle: (wanted: boolean) => void;
  /** The pointer is on the tick or it has focus: it may be ticked next. */
  onIntent?: () => void;
}) {
  const id = `compare-${quote.id}`;
  const disabled = full && !chosen;
  return (
    <div className="flex items-center gap-2 text-sm" onPointerEnter={onIntent}>
      <input
        id={id}
        type="checkbox"
        checked={chosen}
        disabled={disabled}
        aria-describedby={disabled ? "compare-full-hint" : undefined}
        onChange={(event) => onToggle(event.target.checked)}
        onFocus={onIntent}
        className="size-5 accent-brand-700 disabled:cursor-not-allowed"
      />
      <label htmlFor={id} className={disabled ? "text-muted-foreground" : "cursor-pointer"}>
        Compare<span className="sr-only"> {quote.provider}</span>
      </label>
    </div>
  );
}

/** The comparison's section and heading, round the table or what to do to see one. */
export function CompareSection({ children }: { children: React.ReactNode }) {
  return (
    <section
      id="compare-quotes"
      aria-labelledby="compare-heading"
      tabIndex={-1}
      className="grid scroll-mt-20 gap-3 focus:outline-none"
    >
      <h4 id="compare-heading" className="text-xl font-bold text-brand-900">
        Compare your chosen quotes
      </h4>
      {children}
    </section>
  );
}

/** Fewer than two chosen: what to tick to see them side by side. */
export function CompareHint({ count }: { count: number }) {
  return (
    <p className="text-muted-foreground">
      Tick "Compare" on {count === 0 ? "two or three quotes" : "one or two more quotes"} to see them side by
      side.
    </p>
  );
}

/**
 * The comparison while its table's code loads: the same section, with the hint it will show for
 * fewer than two quotes (so nothing moves when it arrives), or a line saying it is on its way.
 */
export function CompareLoading({ count }: { count: number }) {
  return (
    <CompareSection>
      {count < 2 ? (
        <CompareHint count={count} />
      ) : (
        <p role="status" className="text-muted-foreground">
          Loading the comparison…
        </p>
      )}
    </CompareSection>
  );
}
