import { CircleCheckIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../lib/utils";

type ChecklistProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** A short title above the list; it names the list. */
  title?: React.ReactNode;
  /** The things, one per item; each gets a tick. */
  items: React.ReactNode[];
  /**
   * Its box: `card` (white, bordered) on a page, `inset` (tinted, smaller text) inside a card, and
   * `wide` (more padding, two columns from 640 px) for a long list given a section of its own.
   */
  variant?: "card" | "inset" | "wide";
};

const boxes = {
  card: "rounded-lg border border-border bg-white p-5",
  inset: "rounded-lg bg-brand-50/60 p-4 text-sm",
  wide: "rounded-lg border border-border bg-white p-6 sm:p-8",
};

/**
 * A list of things to do or to have, each with a tick: "Before you travel".
 *
 * **Use it** in guides for practical lists the visitor can work through.
 *
 * **Do not use it** for steps that must happen in order (use `Steps`) or for choices the visitor
 * makes (use `Checkbox`: these ticks are decoration, not controls).
 *
 * **Keyboard and screen readers:** a list (`<ul>`) named by its title; the ticks are hidden, so each
 * item is read as it is written.
 */
function Checklist({ title, items, variant = "card", className, ...props }: ChecklistProps) {
  const titleId = React.useId();
  return (
    <div data-slot="checklist" className={cn(boxes[variant], className)} {...props}>
      {title ? (
        <p id={titleId} className="mb-3 text-lg font-semibold text-foreground">
          {title}
        </p>
      ) : null}
      <ul
        aria-labelledby={title ? titleId : undefined}
        className={cn("grid gap-2.5", variant === "wide" && "sm:grid-cols-2 sm:gap-x-8")}
      >
        {items.map((item, index) => (
          <li key={index} className="flex items-start gap-2.5 text-foreground">
            <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <span className="leading-relaxed">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { Checklist, type ChecklistProps };
