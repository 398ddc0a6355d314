import type { PreviousPrices } from "@plummet/contracts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@plummet/ui/table";
import { SINCE_LAST_QUOTES_ID } from "../shared/page-address";
import { formatGbp } from "../shared/quote-pricing";
import { changeInWords, changeShort, type PriceChanges } from "./previous-prices";

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

/** "What changed since your last quotes": the cheapest then and now, and per insurer where both quoted. */
export function SinceLastQuotes({ previous, changes }: { previous: PreviousPrices; changes: PriceChanges }) {
  return (
    <section
      id={SINCE_LAST_QUOTES_ID}
      aria-labelledby={`${SINCE_LAST_QUOTES_ID}-heading`}
      className="grid scroll-mt-20 gap-4 rounded-xl border border-border bg-white p-5 shadow-raised sm:p-8"
    >
      <div className="grid gap-1">
        <h2 id={`${SINCE_LAST_QUOTES_ID}-heading`} className="text-xl font-bold text-brand-900 sm:text-2xl">
          What changed since your last quotes
        </h2>
        <p className="text-muted-foreground">
          The same answers as quote set {previous.reference}, priced on{" "}
          {day.format(new Date(previous.createdAt))}, priced again for your renewal reminder. Annual prices.
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <div className="rounded-lg bg-muted p-3 sm:p-4">
          <dt className="text-sm text-muted-foreground">Cheapest then</dt>
          <dd className="text-lg font-bold text-brand-900 sm:text-2xl">
            {changes.cheapestThen === null ? "No quote" : formatGbp(changes.cheapestThen)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted p-3 sm:p-4">
          <dt className="text-sm text-muted-foreground">Cheapest now</dt>
          <dd className="text-lg font-bold text-brand-900 sm:text-2xl">
            {changes.cheapestNow === null ? "No quote" : formatGbp(changes.cheapestNow)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted p-3 sm:p-4">
          <dt className="text-sm text-muted-foreground">Change</dt>
          <dd className="text-lg font-bold text-brand-900 sm:text-2xl">
            {changes.cheapestThen !== null && changes.cheapestNow !== null
              ? changeInWords(changes.cheapestThen, changes.cheapestNow)
              : "–"}
          </dd>
        </div>
      </dl>
      {changes.insurers.length > 0 ? (
        <Table caption={`Insurers that quoted both times (${changes.insurers.length}), annual prices`}>
          <TableHeader>
            <TableRow>
              <TableHead compact>Insurer</TableHead>
              <TableHead compact className="text-right">
                Then
              </TableHead>
              <TableHead compact className="text-right">
                Now
              </TableHead>
              <TableHead compact className="text-right">
                Change
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {changes.insurers.map((insurer) => (
              <TableRow key={insurer.providerSlug}>
                <TableHead scope="row" compact wrap>
                  <span className="font-medium">{insurer.provider}</span>
                </TableHead>
                <TableCell compact className="text-right tabular-nums">
                  {formatGbp(insurer.before)}
                </TableCell>
                <TableCell compact className="text-right font-semibold tabular-nums">
                  {formatGbp(insurer.now)}
                </TableCell>
                <TableCell compact className="text-right">
                  {changeShort(insurer.before, insurer.now)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {changes.onlyThen + changes.onlyNow > 0 ? (
        <p className="text-sm text-muted-foreground">
          {changes.onlyNow > 0
            ? `${changes.onlyNow} insurer${changes.onlyNow === 1 ? "" : "s"} quote now but did not then. `
            : ""}
          {changes.onlyThen > 0
            ? `${changes.onlyThen} insurer${changes.onlyThen === 1 ? "" : "s"} quoted then but not now.`
            : ""}
        </p>
      ) : null}
    </section>
  );
}
