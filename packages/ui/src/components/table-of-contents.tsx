import * as React from "react";
import { cn } from "../lib/utils";

type TableOfContentsItem = { id: string; label: React.ReactNode };

type TableOfContentsProps = Omit<React.ComponentProps<"nav">, "title"> & {
  /** The links, each a heading's `id` and its `label`, in page order. */
  items: TableOfContentsItem[];
  /** The heading above the links; "Contents" unless told. It names the navigation landmark. */
  title?: React.ReactNode;
  /** The id of the section being read, marked `aria-current="location"`. */
  activeId?: string;
};

/**
 * In-page contents: links to the headings of a long guide.
 *
 * **Use it** at the top or in the side column of a guide with five or more sections.
 *
 * **Do not use it** for links to other pages (use a list of `TextLink`s) or on short pages.
 *
 * **Keyboard and screen readers:** a `navigation` landmark named by its title ("Contents"); the
 * section being read is marked `aria-current="location"`.
 */
function TableOfContents({ items, title = "Contents", activeId, className, ...props }: TableOfContentsProps) {
  const titleId = React.useId();
  return (
    <nav
      data-slot="table-of-contents"
      aria-labelledby={titleId}
      className={cn("rounded-lg border border-border bg-muted p-5", className)}
      {...props}
    >
      <h2 id={titleId} className="mb-3 text-lg font-bold text-foreground">
        {title}
      </h2>
      <ol className="grid list-decimal gap-2 pl-5 marker:text-muted-foreground">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              aria-current={item.id === activeId ? "location" : undefined}
              className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=location]:font-semibold aria-[current=location]:underline"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export { TableOfContents, type TableOfContentsItem, type TableOfContentsProps };
