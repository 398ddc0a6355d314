import * as React from "react";
import { watchScrollRegion } from "../lib/scroll-region";
import { cn } from "../lib/utils";

type TableProps = React.ComponentProps<"table"> & {
  /** What the table shows; every table has one. It also names the scrolling region. */
  caption: React.ReactNode;
  /** Keep the caption for screen readers only (when a heading just above says the same). */
  hideCaption?: boolean;
};

/**
 * A data table with a caption, in a wrapper that scrolls sideways on narrow screens.
 *
 * **Use it** for data the visitor compares across rows and columns: coverage levels, quotes side by
 * side. Use `TableHead scope="row"` for a row's first cell when it names the row.
 *
 * **Do not use it** for layout, or for two or three facts (use a description list or `StatGrid`).
 *
 * **Keyboard and screen readers:** a real `<table>` with its caption, column and row headers, so
 * each cell is read with its headers. While it overflows, the wrapper is a focusable region named
 * by the caption, so keyboard users can scroll it with the arrow keys.
 */
function Table({ caption, hideCaption = false, className, children, ...props }: TableProps) {
  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const captionId = React.useId();
  // While it overflows, the wrapper is a focusable region (set on the element, not rendered).
  React.useEffect(() => (wrapperRef.current ? watchScrollRegion(wrapperRef.current) : undefined), []);
  return (
    <div
      ref={wrapperRef}
      data-slot="table-container"
      className="relative w-full overflow-x-auto rounded-lg border border-border bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table
        data-slot="table"
        className={cn("w-full caption-top border-collapse text-left text-sm", className)}
        {...props}
      >
        <caption
          id={captionId}
          className={cn(
            "px-4 pt-4 pb-2 text-left text-base font-semibold text-foreground",
            hideCaption && "sr-only",
          )}
        >
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("bg-brand-50", className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return <tfoot data-slot="table-footer" className={cn("bg-muted font-semibold", className)} {...props} />;
}

function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr data-slot="table-row" className={cn("border-b border-border", className)} {...props} />;
}

type CellProps = {
  /** Narrower side padding on phones (8 px, 16 px from 640 px), for a table of several figures. */
  compact?: boolean;
};

const cellPadding = (compact: boolean) => (compact ? "px-2 py-3 sm:px-4" : "px-4 py-3");

type TableHeadProps = React.ComponentProps<"th"> &
  CellProps & {
    /** Let the heading wrap onto more lines (a row's long name); by default it stays on one. */
    wrap?: boolean;
  };

/** A header cell; `scope="col"` unless told (use `scope="row"` for a row's first cell). */
function TableHead({ className, scope = "col", compact = false, wrap = false, ...props }: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        cellPadding(compact),
        "align-top font-semibold text-foreground",
        wrap ? "whitespace-normal" : "whitespace-nowrap",
        className,
      )}
      {...props}
    />
  );
}

function TableCell({ className, compact = false, ...props }: React.ComponentProps<"td"> & CellProps) {
  return (
    <td
      data-slot="table-cell"
      className={cn(cellPadding(compact), "align-top text-foreground", className)}
      {...props}
    />
  );
}

export { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, type TableProps, TableRow };
