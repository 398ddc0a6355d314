import type { Quote } from "@plummet/contracts";
import { InitialsBadge } from "@plummet/ui/initials-badge";
import { createContext, useContext } from "react";

/**
 * The insurers whose own (fictional) marks the site has, by slug: given by the page at build time
 * (`@plummet/content`'s `insurerMarkSlugs`, a prop of the island), so the cards' code carries no list.
 */
export const InsurerMarks = createContext<ReadonlySet<string>>(new Set());

/**
 * An insurer's mark on its result card, beside its name: the symbol of its logo (the square at the
 * logo's left), or its initials for an insurer the site has no mark for (a remote one). Decorative:
 * the name is written beside it.
 */
export function InsurerMark({ quote }: { quote: Pick<Quote, "provider" | "providerSlug"> }) {
  const marks = useContext(InsurerMarks);
  if (!marks.has(quote.providerSlug)) return <InitialsBadge name={quote.provider} size="responsive" />;
  return (
    <img
      src={`/assets/content/insurers/${quote.providerSlug}.svg`}
      alt=""
      width={48}
      height={48}
      className="size-10 shrink-0 rounded-xl object-cover object-left sm:size-12"
    />
  );
}
