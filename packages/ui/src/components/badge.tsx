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

type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, type BadgeProps, badgeVariants };
