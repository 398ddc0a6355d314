import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";
import { containerVariants } from "../variants/container";

type ContainerProps = React.ComponentProps<"div"> & {
  /** The maximum width: `narrow` (48 rem) for long text, `medium` (56 rem) for a page of short panels, `default` (72 rem), `wide` (80 rem) for grids. */
  size?: NonNullable<VariantProps<typeof containerVariants>["size"]>;
  /** Render the child element (a `<header>` or `<main>`, say) as the container. */
  asChild?: boolean;
};

/**
 * Centres content at a readable maximum width with the page's side padding.
 *
 * **Use it** inside each full-width band of a page (header, section, footer) so text lines stay
 * readable on wide screens.
 *
 * **Do not use it** inside another container, or for spacing between blocks (use the section's own
 * padding or a gap).
 *
 * **Keyboard and screen readers:** a plain `<div>` (or the child element with `asChild`): nothing is
 * announced.
 */
function Container({ size = "default", asChild = false, className, ...props }: ContainerProps) {
  const Component = asChild ? Slot.Root : "div";
  return (
    <Component data-slot="container" className={cn(containerVariants({ size }), className)} {...props} />
  );
}

export { Container, type ContainerProps, containerVariants };
