import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";

/** Styles for text links; also usable on a router's own link component through `linkVariants()`. */
const linkVariants = cva(
  "rounded-sm underline-offset-4 decoration-2 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
  {
    variants: {
      variant: {
        default:
          "font-medium text-primary underline decoration-brand-300 hover:text-primary-hover hover:decoration-current",
        muted:
          "font-medium text-muted-foreground underline decoration-border hover:text-foreground hover:decoration-current",
        inverse: "font-medium text-white underline decoration-white/50 hover:decoration-white",
        /** No underline until hovered: for navigation bars and footers. */
        subtle: "font-medium text-foreground hover:text-primary hover:underline",
        /** `subtle` on a plum background: a footer's links. */
        "inverse-subtle":
          "font-medium text-brand-100 decoration-white/50 hover:text-white hover:underline hover:decoration-white",
        /** Bold, no underline until hovered: a link on a line of its own ("Back to guides"). */
        strong: "font-semibold text-brand-700 hover:text-primary hover:underline",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type TextLinkProps = React.ComponentProps<"a"> & {
  /** `default` in running text, `muted` for secondary links, `inverse` on a plum background, `subtle` for links that should not draw the eye (a footer's), `inverse-subtle` for those on a plum background, `strong` for a link on a line of its own. */
  variant?: NonNullable<VariantProps<typeof linkVariants>["variant"]>;
  /** Style the child element instead (a router `<Link>`, say): `<TextLink asChild><Link to="/">…</Link></TextLink>`. */
  asChild?: boolean;
};

/**
 * A styled text link to another page or a place on this one.
 *
 * **Use it** for navigation in running text, footers and lists. Pass `asChild` to style a router's
 * own link while keeping its navigation.
 *
 * **Do not use it** for an action that changes something (use `Button`). Link text must make sense
 * on its own ("See the insurers on our panel", never "click here").
 *
 * **Keyboard and screen readers:** a native `<a href>`: Tab reaches it, Enter follows it; read as
 * "link" with its text. Underlined, so it is not told by colour alone.
 */
function TextLink({ className, variant = "default", asChild = false, ...props }: TextLinkProps) {
  const Component = asChild ? Slot.Root : "a";
  return <Component data-slot="link" className={cn(linkVariants({ variant }), className)} {...props} />;
}

export { linkVariants, TextLink, type TextLinkProps };
