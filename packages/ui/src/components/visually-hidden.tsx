import { VisuallyHidden as VisuallyHiddenPrimitive } from "radix-ui";
import type * as React from "react";

/**
 * Content for screen readers only, invisible on screen: a table caption a heading repeats, the
 * provider's name after "Select".
 *
 * **Use it** to add words a sighted visitor gets from the layout.
 *
 * **Do not use it** to hide content from some visitors that others see in another form unless both
 * say the same, or around focusable elements (focus would land on nothing visible).
 *
 * **Keyboard and screen readers:** read as ordinary text; takes no space on screen.
 */
function VisuallyHidden(props: React.ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}

export { VisuallyHidden };
