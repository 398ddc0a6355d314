import type * as React from "react";
import { cn } from "../lib/utils";

type Step = { title: React.ReactNode; description?: React.ReactNode };

type StepsProps = React.ComponentProps<"ol"> & { items: Step[] };

/** Numbered stages of a process, as an ordered list with each number in a circle. */
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
