import { ChevronDownIcon } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";

type AccordionProps = Omit<
  React.ComponentProps<typeof AccordionPrimitive.Root>,
  "type" | "value" | "defaultValue" | "onValueChange" | "collapsible"
> & {
  /** The items open at first (uncontrolled). */
  defaultValue?: string[];
  /** The items open (controlled). */
  value?: string[];
  /** Called with the items open after the visitor opens or closes one. */
  onValueChange?: (value: string[]) => void;
};

/**
 * Questions that each open to show their answer; any number may be open at once.
 *
 * **Use it** for frequently asked questions and other content people scan for the one part they
 * need. Each `AccordionItem` holds an `AccordionTrigger` (the question, in a heading) and an
 * `AccordionContent`.
 *
 * **Do not use it** to hide content everyone needs, such as the main points of a page or the
 * disclosures before a quote, or for a single item (use a `<details>`).
 *
 * **Keyboard and screen readers:** each question is a button in a heading (`headingLevel`, 3 unless
 * told), read with "collapsed" or "expanded"; Tab moves between questions, Enter or Space opens and
 * closes.
 */
function Accordion({ className, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      type="multiple"
      className={cn("divide-y divide-border rounded-lg border border-border bg-white", className)}
      {...props}
    />
  );
}

function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={cn(className)} {...props} />;
}

type AccordionTriggerProps = React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level wrapping the trigger button; 3 unless told. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** The item's question: a button inside a heading, with a chevron that turns when open. */
function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            "flex flex-1 items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-foreground transition-colors hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring [&[data-state=open]>svg]:rotate-180",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDownIcon className="size-5 shrink-0 text-primary transition-transform" aria-hidden="true" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down"
      {...props}
    >
      <div className={cn("px-5 pb-5 text-muted-foreground leading-relaxed", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

export { Accordion, AccordionContent, AccordionItem, type AccordionProps, AccordionTrigger };
