import type { PreviousPrices } from "@plummet/contracts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@plummet/ui/table";
import { TrendingDown } from "lucide-react";
import { formatGbp } from "../shared/quote-pricing";
import { changeInWords, cheapestLine, type PriceChanges } from "./previous-prices";

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

export const SINCE_LAST_QUOTES_ID = "since-last-quotes";

/**
 * The top of a set a renewal reminder made: one line with the cheapest price then and now, short
 * enough to keep the cheapest quote on the first screen; its link goes to the details below.
 */
export function SinceLastQuotesLine({ changes }: { changes: PriceChanges }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-success/40 bg-success-soft px-3 py-2 text-sm sm:text-base">
      <TrendingDown aria-hidden="true" className="size-4 shrink-0 text-success" />
      <span>
        <span className="font-semibold">New prices for your renewal.</span> {cheapestLine(changes)}{" "}
        <a
          href={`#${SINCE_LAST_QUOTES_ID}`}
          className="font-medium whitespace-nowrap text-primary underline underline-offset-4"
        >
          What changed
        </a>
      </span>
    </p>
  );
}

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
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-lg bg-muted p-4">
          <dt className="text-sm text-muted-foreground">Cheapest then</dt>
          <dd className="text-2xl font-bold text-brand-900">
            {changes.cheapestThen === null ? "No quote" : formatGbp(changes.cheapestThen)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted p-4">
          <dt className="text-sm text-muted-foreground">Cheapest now</dt>
          <dd className="text-2xl font-bold text-brand-900">
            {changes.cheapestNow === null ? "No quote" : formatGbp(changes.cheapestNow)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted p-4">
          <dt className="text-sm text-muted-foreground">Change</dt>
          <dd className="text-2xl font-bold text-brand-900">
            {changes.cheapestThen !== null && changes.cheapestNow !== null
              ? changeInWords(changes.cheapestThen, changes.cheapestNow)
              : "–"}
          </dd>
        </div>
      </dl>
      {changes.insurers.length > 0 ? (
        <Table caption={`Insurers that quoted both times (${changes.insurers.length})`}>
          <TableHeader>
            <TableRow>
              <TableHead>Insurer</TableHead>
              <TableHead className="text-right">Then</TableHead>
              <TableHead className="text-right">Now</TableHead>
              <TableHead className="text-right">Change</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {changes.insurers.map((insurer) => (
              <TableRow key={insurer.providerSlug}>
                <TableHead scope="row" className="font-medium">
                  {insurer.provider}
                </TableHead>
                <TableCell className="text-right tabular-nums">{formatGbp(insurer.before)}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">
                  {formatGbp(insurer.now)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {changeInWords(insurer.before, insurer.now)}
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
