import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/utils";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      brand: "bg-brand-100 text-brand-800",
      accent: "bg-accent-300 text-foreground",
      success: "bg-success-soft text-success",
      neutral: "bg-muted text-muted-foreground",
      outline: "border border-border text-foreground",
      info: "bg-info-soft text-info",
      warning: "bg-warning-soft text-warning",
      danger: "bg-danger-soft text-danger",
    },
  },
  defaultVariants: { variant: "brand" },
});

type BadgeProps = React.ComponentProps<"span"> & {
  /**
   * The colour, which must agree with the words: `brand` for categories, `accent` (yellow) for the
   * one highlight of a list, `success`, `info`, `warning`, `danger` for states, `neutral` and
   * `outline` for quiet labels.
   */
  variant?: NonNullable<VariantProps<typeof badgeVariants>["variant"]>;
};

/**
 * A short label on something: "Best Value" on the cheapest quote, a guide's category.
 *
 * **Use it** for one or two words of status or category next to the thing they describe.
 *
 * **Do not use it** for a message the visitor must act on (use `Callout`), for something clickable
 * (badges are not buttons or links), or to carry meaning by colour alone: the words must say it.
 *
 * **Keyboard and screen readers:** plain text in a `<span>`: not focusable, read in place with the
 * text around it.
 */
function Badge({ className, variant = "brand", ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, type BadgeProps, badgeVariants };
