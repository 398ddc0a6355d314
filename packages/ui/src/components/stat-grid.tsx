import type * as React from "react";
import { cn } from "../lib/utils";

type Stat = { value: React.ReactNode; label: React.ReactNode };

type StatGridProps = React.ComponentProps<"dl"> & {
  /** The figures, each a `value` and its `label`; three or four lay out best. */
  items: Stat[];
};

/**
 * Key figures in a grid: each a large value over its label. A description list, so a screen
 * reader hears the label with its value.
 */
/** Columns that leave no lone card on a row: three figures sit in three columns, four in two or four. */
const columnsByCount: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-1 sm:grid-cols-3",
};

/**
 * Key figures in a grid: each a large value over its label ("89% of claims paid").
 *
 * **Use it** in guides and on landing sections for three or four figures worth remembering.
 *
 * **Do not use it** for data the visitor compares across rows (use `Table`) or for more than six
 * figures.
 *
 * **Keyboard and screen readers:** a description list (`<dl>`), so each label is read with its value.
 */
function StatGrid({ items, className, ...props }: StatGridProps) {
  return (
    <dl
      data-slot="stat-grid"
      className={cn("grid gap-3 sm:gap-4", columnsByCount[items.length] ?? "grid-cols-2", className)}
      {...props}
    >
      {items.map((item, index) => (
        <div
          key={index}
          className="flex flex-col-reverse gap-1 rounded-lg border border-border bg-brand-50 p-4 text-center"
        >
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="text-2xl font-bold text-brand-800 sm:text-3xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export { type Stat, StatGrid, type StatGridProps };
