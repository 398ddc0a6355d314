import type * as React from "react";
import { cn } from "../lib/utils";

/**
 * A white, bordered box that groups one thing's content: a product, a guide, a quote.
 *
 * **Use it** for items of a grid or list that the visitor compares or chooses between. Compose it
 * from `CardHeader` (with `CardTitle` and `CardDescription`), `CardContent` and `CardFooter`.
 *
 * **Do not use it** to box a page's only content or a form (use `Section`), or inside another card.
 * `CardTitle` is an `<h3>`: where the page's outline needs another level, write your own heading.
 *
 * **Keyboard and screen readers:** a plain `<div>`: not a landmark and not focusable. When the card
 * is one of a list, name it with `role="group"` and `aria-labelledby` its title (as quote cards do).
 */
type CardProps = React.ComponentProps<"div"> & {
  /** A 2 px gold border that singles the card out from those around it (the best-value quote). */
  highlighted?: boolean;
};

function Card({ highlighted = false, className, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col rounded-lg bg-white shadow-card",
        highlighted ? "border-2 border-accent-400" : "border border-border",
        className,
      )}
      {...props}
    />
  );
}

function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="card-header" className={cn("flex flex-col gap-1.5 p-6 pb-0", className)} {...props} />
  );
}

function CardTitle({ className, ...props }: React.ComponentProps<"h3">) {
  return (
    <h3 data-slot="card-title" className={cn("text-xl font-bold text-foreground", className)} {...props} />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-muted-foreground", className)} {...props} />;
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("p-6", className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("mt-auto flex items-center gap-3 p-6 pt-0", className)}
      {...props}
    />
  );
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, type CardProps, CardTitle };
