import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";

/**
 * A panel that slides in from the edge of the screen, built on Radix Dialog (focus is trapped
 * inside, Escape and the close button close it, focus returns to the trigger). For a phone's
 * navigation drawer (wrap each link in `<SheetClose asChild>` so choosing one closes it) or a
 * bottom sheet of controls, such as sort and filters that live beside the content on wider screens.
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

type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetContentVariants> & {
    /** The close button's accessible name; "Close" unless told (say "Close menu"). */
    closeLabel?: string;
  };

/** The panel; it must contain a SheetTitle (visible or in VisuallyHidden) to name the dialog. */
function SheetContent({ className, children, side, closeLabel = "Close", ...props }: SheetContentProps) {
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
