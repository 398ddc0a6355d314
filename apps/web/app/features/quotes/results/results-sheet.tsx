import type { Quote } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@plummet/ui/sheet";
import { ResultsControls } from "./results-controls";
import type { ResultsView } from "./results-view";

/**
 * The phone's "Sort and filter" sheet (the design system's Sheet from the bottom), loaded when its
 * button is first pressed. Changes apply as they are made (into the page address), so the sheet's
 * own button only closes it, saying how many quotes are now shown.
 */
export function ResultsSheet({
  id,
  open,
  onOpenChange,
  view,
  onChange,
  quotes,
  shownCount,
}: {
  /** The id its button's aria-controls names. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: ResultsView;
  onChange: (view: ResultsView) => void;
  quotes: readonly Quote[];
  shownCount: number;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id={id} side="bottom" closeLabel="Close sort and filter">
        <SheetHeader>
          <SheetTitle>Sort and filter</SheetTitle>
          <SheetDescription>Changes apply at once; your quotes are not asked for again.</SheetDescription>
        </SheetHeader>
        <ResultsControls view={view} onChange={onChange} quotes={quotes} />
        {/* Kept in view at the sheet's foot however far its filters scroll. */}
        <div className="sticky -bottom-6 -mx-6 mt-auto border-t border-border bg-white px-6 py-4">
          <Button className="w-full" onClick={() => onOpenChange(false)}>
            Show {shownCount} {shownCount === 1 ? "quote" : "quotes"}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
