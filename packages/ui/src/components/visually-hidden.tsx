import { VisuallyHidden as VisuallyHiddenPrimitive } from "radix-ui";
import type * as React from "react";

/** Content for screen readers only (a table caption, an extra word in a link), invisible on screen. */
function VisuallyHidden(props: React.ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}

export { VisuallyHidden };
