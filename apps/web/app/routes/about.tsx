import { aboutPageFor } from "@plummet/content/pages";
import { LegalDocument } from "../components/editorial/legal-document";
import { PageShell } from "../components/layout/page-shell";
import { company } from "../lib/firm";
import { contentPageMeta } from "../lib/seo";
import { paths } from "../route-paths";
import type { Route } from "./+types/about";

// Build time only (prerendered): who runs Plummet and how it is paid, from the firm's details.
export function loader() {
  return { page: aboutPageFor(company) };
}

export const meta = contentPageMeta(paths.about);

/** /about: who runs Plummet and how it makes money (the header's "About" on every page). */
export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell variant="page">
      <LegalDocument page={loaderData.page} />
    </PageShell>
  );
}
