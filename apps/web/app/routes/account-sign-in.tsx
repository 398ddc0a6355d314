import { accountSignInPage, passkeyExplainer } from "@plummet/content/pages";
import { accountPages } from "@plummet/contracts";
import { Container } from "@plummet/ui/container";
import { PageShell } from "../components/layout/page-shell";
import { tokenPattern } from "../features/email-links/build-props";
import { EmailLinkHeader } from "../features/email-links/page-header";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/account-sign-in";

// Build time only (prerendered), as /account's.
export function loader() {
  return {
    page: accountSignInPage,
    path: accountPages.signIn,
    island: { tokenPattern, accountPath: accountPages.account, passkeyExplainer },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.page.meta, path: loaderData.path, noIndex: true });
}

/** Where the emailed sign-in link leads (`?token=…`): one button signs in; opening it changes nothing. */
export default function AccountSignInPage({ loaderData }: Route.ComponentProps) {
  const { page, island } = loaderData;
  return (
    <PageShell variant="page">
      <EmailLinkHeader title={page.title}>
        <p>{page.intro}</p>
      </EmailLinkHeader>
      <Container className="py-8 sm:py-12">
        {/* Room for the signed-in answer, so what follows the island stays put as it fills in. */}
        <div className="min-h-[28rem] max-w-3xl">
          <noscript>
            <p className="mb-6 rounded-lg border border-border bg-white p-4">
              Signing in needs JavaScript, which is off in this browser.
            </p>
          </noscript>
          <Island name="account-sign-in" props={island} />
        </div>
      </Container>
    </PageShell>
  );
}
