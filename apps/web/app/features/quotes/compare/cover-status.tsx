import type { QuoteCoverItem } from "@plummet/contracts";
import { Check, Minus, Plus } from "lucide-react";

const statusText = {
  included: "Included",
  optional: "Optional extra",
  "not-included": "Not included",
} as const;

/** How a policy treats one catalogue feature, in words (never by colour or icon alone). */
export function CoverStatusText({ item }: { item: Pick<QuoteCoverItem, "status" | "limit"> }) {
  const Icon = item.status === "included" ? Check : item.status === "optional" ? Plus : Minus;
  const tone =
    item.status === "included"
      ? "text-success"
      : item.status === "optional"
        ? "text-brand-700"
        : "text-muted-foreground";
  return (
    <span className="inline-flex items-start gap-1.5">
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${tone}`} />
      <span>
        {statusText[item.status]}
        {item.limit ? <span className="block text-xs text-muted-foreground">{item.limit}</span> : null}
      </span>
    </span>
  );
}
