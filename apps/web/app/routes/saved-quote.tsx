import { insurerMarkSlugs } from "@plummet/content/insurer-marks";
import { dataRetention, insuranceTypeLabels } from "@plummet/contracts";
import { Container } from "@plummet/ui/container";
import { BackLink } from "../components/layout/back-link";
import { PageShell } from "../components/layout/page-shell";
import { DemonstrationPanelNotice } from "../components/trust/demonstration-panel-notice";
import { reminderRules } from "../features/email-links/build-props";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";
import { paths } from "../route-paths";

/** The one prerendered copy of this page; the site's server answers every /quotes/<reference> with it. */

export function meta() {
  return pageMeta({
    title: "Your quotes | Plummet",
    description: "Quotes saved under your reference: compare them again and choose one until they expire.",
    path: paths.savedQuoteShell,
    noIndex: true,
  });
}

/**
 * A saved quote set's own page (/quotes/PLM-…): what the quote form showed, read again from the
 * quotes service, so reload, Back and a shared link all show the same results. The HTML is one
 * prerendered shell for every reference, so the quote set (an island) reads the reference from
 * the address once it runs in the browser.
 */
export default function SavedQuote() {
  return (
    <PageShell variant="page">
      {/* Compact, so the cheapest quote is on the first screen of a phone (issue 26). */}
      <header className="border-b border-border bg-gradient-to-b from-brand-50 to-background py-4 sm:py-6">
        <Container className="grid gap-2">
          <BackLink to="/">Back to home</BackLink>
          <h1 className="font-display text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            Your quotes
          </h1>
          {/* The disclosures the FCA expects before the first quote, in one line linking to their
              full text below the quotes. Prerendered, so it is also the first screen's largest
              text when the quotes arrive (Lighthouse's LCP stays on the page's own HTML). */}
          <p className="max-w-3xl text-muted-foreground">
            Saved for {dataRetention.quoteValidityDays} days. Listed in the order you choose, never by
            commission · A panel of insurers, not the whole market · Free to use: insurers pay us when you buy
            ·{" "}
            <a href="#how-we-list" className="font-medium text-primary underline underline-offset-4">
              How we list your quotes
            </a>
          </p>
          <DemonstrationPanelNotice />
        </Container>
      </header>
      <Container className="py-5 sm:py-8">
        <noscript>
          <p className="max-w-2xl rounded-xl border border-border bg-white p-5 text-lg">
            Your saved quotes are shown with JavaScript, which is turned off in this browser. Turn it on and
            reload this page, or <a href="/#quote-comparison">get new quotes</a>.
          </p>
        </noscript>
        <Island
          name="saved-quotes"
          props={{
            quoteValidityDays: dataRetention.quoteValidityDays,
            productLabels: insuranceTypeLabels,
            reminderRules,
            insurerMarks: insurerMarkSlugs,
          }}
        />
      </Container>
    </PageShell>
  );
}
