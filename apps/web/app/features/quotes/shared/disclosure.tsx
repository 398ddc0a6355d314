import { ChevronDown } from "lucide-react";
import type * as React from "react";

/**
 * A native disclosure (`<details>`): opens by keyboard and screen reader with no script, and its
 * content is in the page for find-in-page.
 */
export function Disclosure({ summary, children }: { summary: React.ReactNode; children: React.ReactNode }) {
  return (
    <details className="group/disclosure rounded-lg border border-border bg-brand-50/40">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-semibold text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open/disclosure:rotate-180"
        />
      </summary>
      <div className="px-4 pb-4 text-sm">{children}</div>
    </details>
  );
}
