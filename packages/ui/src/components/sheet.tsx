import { cva } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Slot } from "radix-ui";
import * as React from "react";
import { cn } from "../lib/utils";

type SheetContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  titleId: string;
  descriptionId: string;
  /** Whether a SheetDescription is rendered (the dialog is described by it only then). */
  described: boolean;
  setDescribed: (described: boolean) => void;
};

const SheetContext = React.createContext<SheetContextValue | null>(null);

function useSheet(part: string): SheetContextValue {
  const context = React.useContext(SheetContext);
  if (!context) throw new Error(`${part} must be inside a Sheet`);
  return context;
}

type SheetProps = {
  /** Open or closed, when the page keeps the state (with `onOpenChange`). */
  open?: boolean;
  /** Whether it starts open, when the Sheet keeps its own state. */
  defaultOpen?: boolean;
  /** Called with the new state whenever the sheet opens or closes (trigger, close button, Escape, a click outside). */
  onOpenChange?: (open: boolean) => void;
  children?: React.ReactNode;
};

/**
 * A panel that slides in from an edge of the screen over the page, built on the browser's own
 * modal `<dialog>`.
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
 * there; Escape, the close button or a click outside closes it and focus returns to the trigger; the
 * page behind is inert (hidden from screen readers, out of reach of the keyboard) and does not
 * scroll while it is open.
 */
function Sheet({ open: openProp, defaultOpen = false, onOpenChange, children }: SheetProps) {
  const [ownOpen, setOwnOpen] = React.useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = React.useCallback(
    (next: boolean) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const [described, setDescribed] = React.useState(false);
  const id = React.useId();
  const context = React.useMemo(
    () => ({
      open,
      setOpen,
      contentId: `${id}-content`,
      titleId: `${id}-title`,
      descriptionId: `${id}-description`,
      described,
      setDescribed,
    }),
    [open, setOpen, id, described],
  );
  return <SheetContext.Provider value={context}>{children}</SheetContext.Provider>;
}

/** The button that opens the sheet; `asChild` renders your own Button instead of a plain button. */
function SheetTrigger({
  asChild = false,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { asChild?: boolean }) {
  const { open, setOpen, contentId } = useSheet("SheetTrigger");
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      type={asChild ? undefined : "button"}
      data-slot="sheet-trigger"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
      {...props}
    />
  );
}

/** Closes the sheet when clicked; `asChild` makes a link or your own Button do it. */
function SheetClose({
  asChild = false,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { asChild?: boolean }) {
  const { setOpen } = useSheet("SheetClose");
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      type={asChild ? undefined : "button"}
      data-slot="sheet-close"
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
      {...props}
    />
  );
}

// The browser's modal dialog is centred with a margin and a border; a sheet sits against an edge.
// `open:flex`: a closed dialog keeps the browser's display: none.
const sheetContentVariants = cva(
  "fixed z-50 m-0 flex-col gap-4 open:flex overflow-y-auto border-0 bg-white p-6 text-foreground shadow-raised focus-visible:outline-none backdrop:bg-brand-950/50 backdrop:animate-fade-in",
  {
    variants: {
      side: {
        right:
          "inset-y-0 right-0 left-auto h-full max-h-none w-4/5 max-w-sm border-l border-border animate-slide-in-from-right",
        left: "inset-y-0 left-0 right-auto h-full max-h-none w-4/5 max-w-sm border-r border-border animate-slide-in-from-left",
        top: "inset-x-0 top-0 bottom-auto max-h-none w-full max-w-none border-b border-border animate-fade-in",
        bottom:
          "inset-x-0 bottom-0 top-auto w-full max-w-none max-h-[85svh] rounded-t-xl border-t border-border animate-slide-in-from-bottom",
      },
    },
    defaultVariants: { side: "right" },
  },
);

/** The edge a sheet slides in from. */
type SheetSide = "right" | "left" | "top" | "bottom";

type SheetContentProps = Omit<React.ComponentProps<"dialog">, "open"> & {
  /** The edge it slides in from: `right` or `left` for a drawer, `bottom` for a phone's sheet of controls, `top` for a banner. */
  side?: SheetSide;
  /** The close button's accessible name; "Close" unless told (say "Close menu"). */
  closeLabel?: string;
};

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The panel; it must contain a SheetTitle (visible or in VisuallyHidden) to name the dialog. Its
 * content is rendered only while the sheet is open.
 */
function SheetContent({
  className,
  children,
  side = "right",
  closeLabel = "Close",
  onClose,
  onKeyDown,
  onClick,
  ...props
}: SheetContentProps) {
  const { open, setOpen, contentId, titleId, descriptionId, described } = useSheet("SheetContent");
  const ref = React.useRef<HTMLDialogElement>(null);

  React.useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Closing a modal dialog gives focus back to what had it before (the trigger).
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={contentId}
      data-slot="sheet-content"
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
      className={cn(sheetContentVariants({ side }), className)}
      // close() ends here, and so would any other way the browser closes it.
      onClose={(event) => {
        onClose?.(event);
        if (open) setOpen(false);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Escape closes it here rather than through the browser's cancel event, which Chrome
        // ignores when pressed again without a click in between (and which scripted keys never fire).
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          setOpen(false);
        }
        keepFocusInside(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        // A click on the backdrop lands on the dialog itself, outside its box.
        const box = event.currentTarget.getBoundingClientRect();
        const outside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) setOpen(false);
      }}
      {...props}
    >
      {open ? (
        <>
          {children}
          <SheetClose
            aria-label={closeLabel}
            className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <XIcon className="size-5" aria-hidden="true" />
          </SheetClose>
        </>
      ) : null}
    </dialog>
  );
}

function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("grid gap-1.5 pr-12", className)} {...props} />;
}

/** Names the dialog. */
function SheetTitle({ className, ...props }: React.ComponentProps<"h2">) {
  const { titleId } = useSheet("SheetTitle");
  return (
    <h2
      id={titleId}
      data-slot="sheet-title"
      className={cn("text-xl font-bold text-foreground", className)}
      {...props}
    />
  );
}

/** Describes the dialog: read out after its name. */
function SheetDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { descriptionId, setDescribed } = useSheet("SheetDescription");
  React.useLayoutEffect(() => {
    setDescribed(true);
    return () => setDescribed(false);
  }, [setDescribed]);
  return (
    <p
      id={descriptionId}
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
  type SheetProps,
  type SheetSide,
  SheetTitle,
  SheetTrigger,
};
