import { ChevronRightIcon } from "lucide-react";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";

/**
 * A breadcrumb trail: where this page sits in the site ("Home > Insurance Resources > The guide").
 *
 * **Use it** at the top of pages two or more levels deep (the resources hub and its guides). End it
 * with `BreadcrumbPage` for the current page.
 *
 * **Do not use it** on the home page or as the only navigation, or for the steps of a process.
 *
 * **Keyboard and screen readers:** a `navigation` landmark named "Breadcrumb" holding an ordered
 * list; the current page is marked `aria-current="page"`; the separators are hidden.
 */
function Breadcrumb({ "aria-label": ariaLabel = "Breadcrumb", ...props }: React.ComponentProps<"nav">) {
  return <nav data-slot="breadcrumb" aria-label={ariaLabel} {...props} />;
}

function BreadcrumbList({ className, ...props }: React.ComponentProps<"ol">) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn("flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

function BreadcrumbItem({ className, ...props }: React.ComponentProps<"li">) {
  return (
    <li
      data-slot="breadcrumb-item"
      className={cn("inline-flex items-center gap-1.5", className)}
      {...props}
    />
  );
}

type BreadcrumbLinkProps = React.ComponentProps<"a"> & {
  /** Render a router link instead: `<BreadcrumbLink asChild><Link to="/">Home</Link></BreadcrumbLink>`. */
  asChild?: boolean;
};

function BreadcrumbLink({ asChild = false, className, ...props }: BreadcrumbLinkProps) {
  const Component = asChild ? Slot.Root : "a";
  return (
    <Component
      data-slot="breadcrumb-link"
      className={cn(
        "rounded-sm text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
}

/** The current page: plain text marked `aria-current="page"`. */
function BreadcrumbPage({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn("font-semibold text-foreground", className)}
      {...props}
    />
  );
}

/** The chevron between items, hidden from screen readers (the list already gives the order). */
function BreadcrumbSeparator({ className, children, ...props }: React.ComponentProps<"li">) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn("[&>svg]:size-4", className)}
      {...props}
    >
      {children ?? <ChevronRightIcon />}
    </li>
  );
}

export { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator };
