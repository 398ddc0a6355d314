import { Tooltip as TooltipPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";

/**
 * Mount once near the root of the app: every Tooltip needs it. The defaults are the required: 700 ms
 * before a tooltip opens, and 300 ms in which moving to another trigger opens it at once.
 */
function TooltipProvider({
  delayDuration = 700,
  skipDelayDuration = 300,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      data-slot="tooltip-provider"
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

/**
 * A short hint shown on hover and on keyboard focus of its trigger. Needs a `TooltipProvider` above
 * it (docs/product: 700 ms before it opens, 300 ms in which moving to another trigger opens it at once).
 *
 * **Use it** to name an icon-only button or to add a few words to a term.
 *
 * **Do not use it** for anything a phone user needs (there is no hover on a phone) or for more than
 * a short line: put that text on the page.
 *
 * **Keyboard and screen readers:** opens when its trigger is focused, closes with Escape; its text
 * describes the trigger. Wrap a focusable element with `TooltipTrigger asChild`.
 */
function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
}

/** Use `asChild` around a focusable element (a Button, say) so keyboard users can reach it. */
function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 max-w-xs rounded-md bg-brand-900 px-3 py-2 text-sm text-white shadow-raised animate-fade-in",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-brand-900" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger };
