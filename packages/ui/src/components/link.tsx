import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";

/** Styles for text links; also usable on a router's own link component through `linkVariants()`. */
const linkVariants = cva(
  "rounded-sm font-medium underline underline-offset-4 decoration-2 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
  {
    variants: {
      variant: {
        default: "text-primary decoration-brand-300 hover:text-primary-hover hover:decoration-current",
        muted: "text-muted-foreground decoration-border hover:text-foreground hover:decoration-current",
        inverse: "text-white decoration-white/50 hover:decoration-white",
        /** No underline until hovered: for navigation bars and footers. */
        subtle: "text-foreground no-underline hover:text-primary hover:underline",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type TextLinkProps = React.ComponentProps<"a"> &
  VariantProps<typeof linkVariants> & {
    /** Style the child element instead (a router `<Link>`, say): `<TextLink asChild><Link to="/">…</Link></TextLink>`. */
    asChild?: boolean;
  };

/** A styled anchor. Pass `asChild` to style a router link while keeping its navigation. */
function TextLink({ className, variant, asChild = false, ...props }: TextLinkProps) {
  const Component = asChild ? Slot.Root : "a";
  return <Component data-slot="link" className={cn(linkVariants({ variant }), className)} {...props} />;
}

export { linkVariants, TextLink, type TextLinkProps };
