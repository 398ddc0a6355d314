import { privacyPolicyFor } from "@plummet/content/pages";
import { LegalDocument } from "../components/editorial/legal-document";
import { PageShell } from "../components/layout/page-shell";
import { company } from "../lib/firm";
import { contentPageMeta } from "../lib/seo";
import { paths } from "../route-paths";
import type { Route } from "./+types/privacy-policy";

// Build time only (prerendered): the policy's text reaches the browser as HTML and route data.
export function loader() {
  return { page: privacyPolicyFor(company) };
}

export const meta = contentPageMeta(paths.privacyPolicy);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell variant="page">
      <LegalDocument page={loaderData.page} />
    </PageShell>
  );
}
