import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";

type ProseProps = React.ComponentProps<"div"> & {
  /** Render the child element (an `<article>`, say) with the prose styles. */
  asChild?: boolean;
};

/**
 * Long-form text: a readable measure, spacing and styles for the headings, paragraphs, lists and
 * links inside it (the components placed inside keep their own styles).
 *
 * **Use it** around a guide's or a policy's body text.
 *
 * **Do not use it** around forms or page furniture, or nested inside another Prose.
 *
 * **Keyboard and screen readers:** a plain `<div>` (or the child element with `asChild`); the markup
 * inside carries the meaning, so use real headings and lists.
 */
function Prose({ asChild = false, className, ...props }: ProseProps) {
  const Component = asChild ? Slot.Root : "div";
  return (
    <Component
      data-slot="prose"
      className={cn(
        "max-w-[68ch] text-base leading-relaxed text-foreground sm:text-lg",
        "[&>*+*]:mt-5",
        "[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:text-brand-900 sm:[&_h2]:text-3xl",
        "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900",
        "[&>ul]:list-disc [&>ul]:pl-6 [&>ol]:list-decimal [&>ol]:pl-6 [&>ul>li+li]:mt-2 [&>ol>li+li]:mt-2 [&>ul>li]:marker:text-brand-500",
        "[&>p>a]:font-medium [&>p>a]:text-primary [&>p>a]:underline [&>p>a]:underline-offset-4 [&>p>a:hover]:text-primary-hover",
        "[&_strong]:font-semibold",
        className,
      )}
      {...props}
    />
  );
}

export { Prose, type ProseProps };
