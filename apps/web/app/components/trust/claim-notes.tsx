import type { Claim } from "@plummet/content/claims";
import { Container } from "@plummet/ui/container";

/** The basis of each figure a page claims, under the mark the figure carries. */
export function ClaimNotes({ claims }: { claims: readonly Claim[] }) {
  if (claims.length === 0) return null;
  return (
    <aside
      aria-label="How we worked out the figures on this page"
      className="border-t border-border bg-muted/40"
    >
      <Container size="wide" className="py-6">
        {/* Not a heading: the notes are not a section of the page's outline, only its small print. */}
        <p className="text-sm font-semibold text-foreground">How we worked out the figures on this page</p>
        <ul className="mt-2 grid gap-1.5 text-sm text-muted-foreground">
          {claims.map((claim) => (
            <li key={claim.mark} className="flex gap-2">
              <span aria-hidden="true" className="w-3 shrink-0 font-semibold text-foreground">
                {claim.mark}
              </span>
              <span>
                <span className="sr-only">Note {claim.mark}: </span>
                {claim.figure}: {claim.basis}
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </aside>
  );
}
