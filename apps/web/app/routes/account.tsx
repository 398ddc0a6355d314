import { accountPage, passkeyExplainer } from "@plummet/content/pages";
import { accountLimits, accountMessages, accountPages, dataRetention } from "@plummet/contracts";
import { Container } from "@plummet/ui/container";
import { PageHeader } from "../components/layout/page-header";
import { PageShell } from "../components/layout/page-shell";
import { coverageLabels, productLabels } from "../features/email-links/build-props";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/account";

// Build time only (prerendered): the page's words and the island's facts from the contracts reach
// the browser as HTML, so no code the browser loads carries the contracts.
export function loader() {
  return {
    page: accountPage,
    path: accountPages.account,
    island: {
      productLabels,
      coverageLabels,
      quoteValidityDays: dataRetention.quoteValidityDays,
      passkeyExplainer,
      messages: {
        email: accountMessages.email,
        linkSent: accountMessages.linkSent,
        passkeyRefused: accountMessages.passkeyRefused,
        signedOut: accountMessages.signedOut,
        signedOutEverywhere: accountMessages.signedOutEverywhere,
        deleted: accountMessages.deleted,
        passkeyName: accountMessages.passkeyName,
        passkeyNameMaxLength: accountLimits.passkeyNameMaxLength,
      },
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.page.meta, path: loaderData.path, noIndex: true });
}

/**
 * /account (issue 45, decision 053): prerendered; its island asks the quotes service whether this
 * browser is signed in and shows the account, or the ways to sign in.
 */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { page, island } = loaderData;
  return (
    <PageShell variant="page">
      <PageHeader title={page.title} lede={page.intro} spacing="form" />
      {/* Tall enough for the signed-out page, so what follows the island stays put as it fills in. */}
      <Container className="min-h-[44rem] py-8 sm:py-12 lg:min-h-[32rem]">
        <noscript>
          <p className="mb-6 rounded-lg border border-border bg-white p-4">
            Signing in needs JavaScript, which is off in this browser. Your quotes still work without an
            account: open them from their email, or find one by its reference.
          </p>
        </noscript>
        <Island name="account" props={island} />
      </Container>
    </PageShell>
  );
}
