import type * as React from "react";
import { cn } from "../lib/utils";

type Step = { title: React.ReactNode; description?: React.ReactNode };

type StepsProps = React.ComponentProps<"ol"> & {
  /** The steps in order, each a `title` and an optional `description`. */
  items: Step[];
};

/**
 * Numbered stages of a process, each number in a circle: "Report, Document, Assess, Decide, Settle".
 *
 * **Use it** for a process that happens in order, with a title and an optional line per step.
 *
 * **Do not use it** for a list of things in no order (use `Checklist`) or as a progress indicator
 * of a form (it shows no current step).
 *
 * **Keyboard and screen readers:** an ordered list (`<ol>`), so each step is read with its number.
 */
function Steps({ items, className, ...props }: StepsProps) {
  return (
    <ol data-slot="steps" className={cn("grid gap-4", className)} {...props}>
      {items.map((step, index) => (
        <li key={index} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div className="grid gap-1 pt-1.5">
            <p className="font-semibold text-foreground">{step.title}</p>
            {step.description ? (
              <div className="leading-relaxed text-muted-foreground">{step.description}</div>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

export { type Step, Steps, type StepsProps };
