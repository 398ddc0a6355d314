import { insurers } from "@plummet/content/insurers";
import { termsOfServiceFor } from "@plummet/content/pages";
import { insuranceTypeLabels } from "@plummet/contracts";
import { type InsurerPanelRow, InsurerPanelTable } from "../components/editorial/insurer-panel-table";
import { LegalDocument } from "../components/editorial/legal-document";
import { PageShell } from "../components/layout/page-shell";
import { company } from "../lib/firm";
import { contentPageMeta } from "../lib/seo";
import { paths } from "../route-paths";
import type { Route } from "./+types/terms-of-service";

/** The terms' section that names the panel; the full insurer list is appended to it. */
const INSURER_PANEL_SECTION = "insurer-panel";

// Build time only (prerendered): the terms and the panel reach the browser as HTML and route data.
export function loader() {
  const panel: InsurerPanelRow[] = [...insurers]
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"))
    .map((insurer) => ({
      slug: insurer.slug,
      name: insurer.name,
      products: insurer.products.map((product) => ({
        label: insuranceTypeLabels[product.type],
        productName: product.productName,
      })),
    }));
  return { page: termsOfServiceFor(company), panel };
}

export const meta = contentPageMeta(paths.termsOfService);

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  const { page, panel } = loaderData;
  return (
    <PageShell variant="page">
      <LegalDocument
        page={page}
        sectionExtras={{ [INSURER_PANEL_SECTION]: <InsurerPanelTable rows={panel} /> }}
      />
    </PageShell>
  );
}
