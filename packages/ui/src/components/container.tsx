import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";
import { containerVariants } from "../variants/container";

type ContainerProps = React.ComponentProps<"div"> &
  VariantProps<typeof containerVariants> & {
    /** Render the child element (a `<header>` or `<main>`, say) as the container. */
    asChild?: boolean;
  };

/** Centres content at a readable maximum width with the page's side padding. */
function Container({ size, asChild = false, className, ...props }: ContainerProps) {
  const Component = asChild ? Slot.Root : "div";
  return (
    <Component data-slot="container" className={cn(containerVariants({ size }), className)} {...props} />
  );
}

export { Container, type ContainerProps, containerVariants };
