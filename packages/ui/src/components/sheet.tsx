import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";

/**
 * A panel that slides in from an edge of the screen over the page, built on Radix Dialog.
 *
 * **Use it** on phones for what sits beside the content on wider screens: a navigation drawer
 * (`side="right"`; wrap each link in `<SheetClose asChild>` so choosing one closes it) or a bottom
 * sheet of controls (`side="bottom"`), such as a results list's sort and filters.
 *
 * **Do not use it** for content the visitor needs while reading the page behind it (it is modal), for
 * a confirmation (a sheet is not an alert), or on wide screens where the content fits beside the page.
 *
 * **Keyboard and screen readers:** a modal dialog named by its `SheetTitle` (always include one,
 * visible or in `VisuallyHidden`) and described by `SheetDescription`. Focus moves into it and stays
 * there; Escape or the close button closes it and focus returns to the trigger; the page behind is
 * hidden from screen readers while it is open.
 */
function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

const sheetContentVariants = cva(
  "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-white p-6 shadow-raised focus-visible:outline-none",
  {
    variants: {
      side: {
        right: "inset-y-0 right-0 h-full w-4/5 max-w-sm border-l border-border animate-slide-in-from-right",
        left: "inset-y-0 left-0 h-full w-4/5 max-w-sm border-r border-border animate-slide-in-from-left",
        top: "inset-x-0 top-0 border-b border-border animate-fade-in",
        bottom:
          "inset-x-0 bottom-0 max-h-[85svh] rounded-t-xl border-t border-border animate-slide-in-from-bottom",
      },
    },
    defaultVariants: { side: "right" },
  },
);

type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> & {
  /** The edge it slides in from: `right` or `left` for a drawer, `bottom` for a phone's sheet of controls, `top` for a banner. */
  side?: NonNullable<VariantProps<typeof sheetContentVariants>["side"]>;
  /** The close button's accessible name; "Close" unless told (say "Close menu"). */
  closeLabel?: string;
};

/** The panel; it must contain a SheetTitle (visible or in VisuallyHidden) to name the dialog. */
function SheetContent({
  className,
  children,
  side = "right",
  closeLabel = "Close",
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-brand-950/50 animate-fade-in"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetContentVariants({ side }), className)}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <XIcon className="size-5" aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("grid gap-1.5 pr-12", className)} {...props} />;
}

function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn("text-xl font-bold text-foreground", className)}
      {...props}
    />
  );
}

function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-muted-foreground", className)}
      {...props}
    />
  );
}

export {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
};
