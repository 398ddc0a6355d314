import type { Quote } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@plummet/ui/sheet";
import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { ResultsControls } from "./results-controls";
import { activeFilters, type ResultsView } from "./results-view";

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
 * Phones: sort and filters behind one button that says how many filters are on, opening the
 * design system's Sheet from the bottom. Changes apply as they are made (into the page address),
 * so the sheet's own button only closes it, saying how many quotes are now shown.
 */
export function ResultsFiltersSheet({ view, onChange, quotes, shownCount }: FiltersProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm">
          <SlidersHorizontal aria-hidden="true" />
          {filtersLabel(view)}
        </Button>
      </SheetTrigger>
      <SheetContent side="bottom" closeLabel="Close sort and filter">
        <SheetHeader>
          <SheetTitle>Sort and filter</SheetTitle>
          <SheetDescription>Changes apply at once; your quotes are not asked for again.</SheetDescription>
        </SheetHeader>
        <ResultsControls view={view} onChange={onChange} quotes={quotes} />
        {/* Kept in view at the sheet's foot however far its filters scroll. */}
        <div className="sticky -bottom-6 -mx-6 mt-auto border-t border-border bg-white px-6 py-4">
          <Button className="w-full" onClick={() => setOpen(false)}>
            Show {shownCount} {shownCount === 1 ? "quote" : "quotes"}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
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
      <ResultsControls view={view} onChange={onChange} quotes={quotes} />
    </section>
  );
}
