import type { Quote } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { LazyPart, lazyOnDemand } from "../../../lib/lazy-part";
import { activeFilters, type ResultsView } from "./results-view";

// The sheet (and its dialog code) loads when its button is first pressed: wide screens never need
// it, and most phone visits never open it.
const ResultsSheet = lazyOnDemand(() => import("./results-sheet").then((module) => module.ResultsSheet));
// The controls load where they are shown: at once beside the results on a wide screen, with the
// sheet on a phone (whose first screen has only the button).
const ResultsControls = lazyOnDemand(() =>
  import("./results-controls").then((module) => module.ResultsControls),
);

type FiltersProps = {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
  quotes: readonly Quote[];
  /** How many quotes the view shows, for the sheet's closing button. */
  shownCount: number;
};

/** "Sort and filter", with how many filters are on: the name of the button and of the sidebar. */
export function filtersLabel(view: ResultsView): string {
  const count = activeFilters(view);
  return count === 0 ? "Sort and filter" : `Sort and filter (${count} on)`;
}

/**
 * Phones: sort and filters behind one button that says how many filters are on, opening a sheet
 * from the bottom (results-sheet.tsx). Closing it gives focus back to the button.
 */
export function ResultsFiltersSheet({ view, onChange, quotes, shownCount }: FiltersProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPointerEnter={ResultsSheet.preload}
        onFocus={ResultsSheet.preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden="true" />
        {filtersLabel(view)}
      </Button>
      {opened ? (
        <LazyPart fallback={null}>
          <ResultsSheet
            id={id}
            open={open}
            onOpenChange={setOpen}
            view={view}
            onChange={onChange}
            quotes={quotes}
            shownCount={shownCount}
          />
        </LazyPart>
      ) : null}
    </>
  );
}

/** Wide screens: the same controls in a sidebar beside the results, kept in view as they scroll. */
export function ResultsFiltersSidebar({ view, onChange, quotes }: Omit<FiltersProps, "shownCount">) {
  return (
    <section
      aria-labelledby="results-filters-heading"
      className="grid gap-4 self-start rounded-xl border border-border bg-white p-5 shadow-card lg:sticky lg:top-20 lg:max-h-[calc(100svh-6rem)] lg:overflow-y-auto"
    >
      <h4 id="results-filters-heading" className="font-bold text-brand-900">
        {filtersLabel(view)}
      </h4>
      {/* Its own column of the results' grid: the controls arriving move nothing else. */}
      <LazyPart fallback={<div aria-hidden="true" className="min-h-96" />}>
        <ResultsControls view={view} onChange={onChange} quotes={quotes} />
      </LazyPart>
    </section>
  );
}
