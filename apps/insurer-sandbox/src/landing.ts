import { escapeHtml } from "@plummet/contracts/values";
import type { HandoverClaims } from "@plummet/insurer-kit";

const money = (pounds: number) =>
  `£${pounds.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const levels = { basic: "Basic", standard: "Standard", comprehensive: "Premium Coverage" } as const;

const style = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2933; background: #f4f6f8; }
  main { max-width: 34rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  .insurer { margin: 0; color: #52606d; font-size: 0.9rem; text-transform: uppercase; letter-spacing: 0.05em; }
  h1 { margin: 0.25rem 0 1.5rem; font-size: 1.6rem; }
  .price { font-size: 2.4rem; font-weight: 700; margin: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; margin: 1.5rem 0 0; }
  dt { color: #52606d; } dd { margin: 0; }
  .note { margin-top: 1.5rem; padding: 0.75rem 1rem; background: #fff8e1; border-radius: 8px; font-size: 0.9rem; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

/** The insurer's page after a verified handover: the price Plummet showed, held. */
export function landingPage(insurer: string, claims: HandoverClaims): string {
  const expires = new Date(claims.expiresAt).toLocaleString("en-GB", {
    timeZone: "UTC",
    dateStyle: "medium",
    timeStyle: "short",
  });
  return page(
    `${insurer}: your price from Plummet`,
    `<p class="insurer">${escapeHtml(insurer)} (sandbox)</p>
<h1>Your price, as Plummet showed it</h1>
<p class="price" data-testid="held-price">${money(claims.annualPrice)} a year</p>
<p>or ${money(claims.monthlyPrice)} a month</p>
<dl>
<dt>Cover</dt><dd>${escapeHtml(levels[claims.coverageAmount])} ${escapeHtml(claims.insuranceType)} insurance</dd>
<dt>Quote</dt><dd data-testid="quote-id">${escapeHtml(claims.quoteId)}</dd>
<dt>Held until</dt><dd>${escapeHtml(expires)} UTC</dd>
</dl>
<p class="note">This is a sandbox insurer for testing Plummet: there is no policy to buy.</p>`,
  );
}

/** A handover that could not be used: missing, altered or expired. */
export function refusalPage(insurer: string, message: string): string {
  return page(
    `${insurer}: we could not continue`,
    `<p class="insurer">${escapeHtml(insurer)} (sandbox)</p>
<h1>We could not continue from Plummet</h1>
<p>${escapeHtml(message)}</p>`,
  );
}
