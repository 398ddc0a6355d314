import type { Quote } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Field } from "@plummet/ui/field";
import { NativeSelect } from "@plummet/ui/native-select";
import { SlidersHorizontal } from "lucide-react";
import { formatGbp } from "../shared/quote-pricing";
import { excessChoices, ratingChoices } from "./filter-choices";
import {
  activeFilters,
  includes,
  type PriceBasis,
  type QuoteSort,
  quoteSortLabels,
  type ResultsView,
} from "./results-view";

/** An excess choice as it reads: "No excess" or "£250 or less". */
const excessLabel = (excess: number) =>
  excess === 0 ? "No excess" : `${formatGbp(excess, { whole: true })} or less`;

type ControlsProps = {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
  quotes: readonly Quote[];
};

const bases: Array<{ value: PriceBasis; label: string }> = [
  { value: "annual", label: "Annually" },
  { value: "monthly", label: "Monthly" },
];

/** "I'd pay annually / monthly": which figure every card leads with and which total the order follows. */
function PriceBasisToggle({ view, onChange }: Omit<ControlsProps, "quotes">) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">I'd pay</legend>
      <div className="inline-flex w-fit rounded-lg border border-border bg-white p-1">
        {bases.map(({ value, label }) => (
          <label
            key={value}
            className="relative cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name="price-basis"
              value={value}
              checked={view.show === value}
              onChange={() => onChange({ ...view, show: value })}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The catalogue's features some quote includes in its price, in catalogue order. */
function catalogueOf(quotes: readonly Quote[], chosen: readonly string[]) {
  return (quotes[0]?.cover ?? [])
    .filter(({ feature }) => chosen.includes(feature) || quotes.some((quote) => includes(quote, feature)))
    .map(({ feature, name }) => ({ feature, name }));
}

/**
 * Sort, the headline figure and the filters: most excess, least star rating and must-have cover,
 * one above the other (in the sidebar on wide screens, in the "Sort and filter" sheet on phones).
 * Each change goes straight into the page address (the caller's `onChange`).
 */
export function ResultsControls({ view, onChange, quotes }: ControlsProps) {
  const excesses = excessChoices(quotes);
  const floors = ratingChoices(quotes);
  const features = catalogueOf(quotes, view.mustHave);
  const setMustHave = (feature: string, wanted: boolean) =>
    onChange({
      ...view,
      mustHave: wanted ? [...view.mustHave, feature] : view.mustHave.filter((other) => other !== feature),
    });
  const filterCount = activeFilters(view);

  return (
    <div className="grid gap-5">
      <div className="grid gap-5">
        <Field id="quote-sort" label="Sort by">
          <NativeSelect
            value={view.sort}
            onChange={(event) => onChange({ ...view, sort: event.target.value as QuoteSort })}
          >
            {Object.entries(quoteSortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <PriceBasisToggle view={view} onChange={onChange} />
        {excesses.length > 1 || view.maxExcess !== undefined ? (
          <Field id="quote-max-excess" label="Excess up to">
            <NativeSelect
              value={view.maxExcess ?? ""}
              onChange={(event) =>
                onChange({
                  ...view,
                  maxExcess: event.target.value === "" ? undefined : Number(event.target.value),
                })
              }
            >
              <option value="">Any excess</option>
              {view.maxExcess !== undefined && !excesses.includes(view.maxExcess) ? (
                <option value={view.maxExcess}>{excessLabel(view.maxExcess)}</option>
              ) : null}
              {excesses.map((excess) => (
                <option key={excess} value={excess}>
                  {excessLabel(excess)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        <Field id="quote-min-rating" label="Star rating at least">
          <NativeSelect
            value={view.minRating ?? ""}
            onChange={(event) =>
              onChange({
                ...view,
                minRating: event.target.value === "" ? undefined : Number(event.target.value),
              })
            }
          >
            <option value="">Any rating</option>
            {view.minRating !== undefined && !floors.includes(view.minRating) ? (
              <option value={view.minRating}>{view.minRating} stars or more</option>
            ) : null}
            {floors.map((floor) => (
              <option key={floor} value={floor}>
                {floor} stars or more
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {features.length > 0 ? (
        <fieldset>
          <legend className="mb-2 flex items-center gap-2 text-sm font-semibold">
            <SlidersHorizontal aria-hidden="true" className="size-4" /> Must include in the price
          </legend>
          <div className="flex flex-wrap gap-2 lg:grid lg:gap-1.5">
            {features.map(({ feature, name }) => (
              <label
                key={feature}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm has-checked:border-primary has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
              >
                <input
                  type="checkbox"
                  checked={view.mustHave.includes(feature)}
                  onChange={(event) => setMustHave(feature, event.target.checked)}
                  className="size-4 accent-brand-700"
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {filterCount > 0 ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange({ sort: view.sort, show: view.show, mustHave: [] })}
          >
            Clear {filterCount === 1 ? "the filter" : `all ${filterCount} filters`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
