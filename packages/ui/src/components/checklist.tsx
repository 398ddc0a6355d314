import { CircleCheckIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../lib/utils";

type ChecklistProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** A short title above the list; it names the list. */
  title?: React.ReactNode;
  /** The things, one per item; each gets a tick. */
  items: React.ReactNode[];
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
function Checklist({ title, items, className, ...props }: ChecklistProps) {
  const titleId = React.useId();
  return (
    <div
      data-slot="checklist"
      className={cn("rounded-lg border border-border bg-white p-5", className)}
      {...props}
    >
      {title ? (
        <p id={titleId} className="mb-3 text-lg font-semibold text-foreground">
          {title}
        </p>
      ) : null}
      <ul aria-labelledby={title ? titleId : undefined} className="grid gap-2.5">
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
