import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";
import { buttonVariants } from "../variants/button";

type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>["variant"]>;
type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>["size"]>;

type ButtonProps = React.ComponentProps<"button"> & {
  /**
   * How much it stands out: `primary` (plum) for a form's or card's main action, `cta` (yellow) for
   * the screen's one call to action, `outline` for a secondary action, `destructive` (red outline)
   * for one that deletes, `ghost` for a quiet one in a toolbar, `inverse` on a plum background,
   * `link` for an action that reads as a link.
   */
  variant?: ButtonVariant;
  /**
   * Height and padding: `xs` (32 px) inside a table cell, `sm` (36 px) in dense lists, `md` (44 px,
   * the smallest comfortable touch target), `lg` (52 px) for a hero's call to action, `icon` for a
   * 44 px square holding an icon only.
   */
  size?: ButtonSize;
  /** Let a long label wrap onto more lines (on a phone), the height growing from the size's. */
  wrap?: boolean;
  /** Render the child element (a link, say) with the button's styles instead of a `<button>`. */
  asChild?: boolean;
  /**
   * An action under way (a form sending, a quote connecting): looks disabled and ignores presses,
   * Enter in a form's field included, but keeps focus, so a keyboard user is not left at the top of
   * the page when it ends. Read as dimmed (`aria-disabled`).
   */
  busy?: boolean;
};

/** A busy button's press does nothing: no `onClick`, and no form submitted. */
const ignorePress = (event: React.MouseEvent) => event.preventDefault();

/**
 * Starts an action: submits a form, opens a panel, chooses a quote.
 *
 * **Use it** for the one or two actions a visitor takes on a screen or a card. Give the screen's
 * single most important action `variant="cta"`, the main action of a form or card `primary`, and a
 * secondary action beside it `outline`.
 *
 * **Do not use it** to go to another page: use a link (`TextLink`, or `asChild` around an `<a>` when
 * it must look like a button, as "Get Quote" does). Do not disable a button to hint that a form is
 * incomplete: let it be pressed and show an `ErrorSummary`.
 *
 * **Keyboard and screen readers:** a native `<button>`: Tab reaches it, Enter and Space press it,
 * and it is read as "button" with its text. A button that holds only an icon (`size="icon"`) needs an
 * `aria-label`. A disabled button is skipped by Tab and read as dimmed, and one that had focus loses
 * it: for an action under way use `busy` instead, which keeps focus.
 */
function Button({
  className,
  variant = "primary",
  size = "md",
  wrap = false,
  asChild = false,
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      aria-disabled={busy || undefined}
      onClick={busy ? ignorePress : onClick}
      {...props}
    />
  );
}

export { Button, type ButtonProps, buttonVariants };
