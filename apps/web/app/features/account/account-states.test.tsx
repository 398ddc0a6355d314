import {
  accountLimits,
  accountMessages,
  coverageLevelDetails,
  insuranceTypeLabels,
} from "@plummet/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AccountView } from "./account-api";
import { AccountPage } from "./account-page";
import { AccountSignIn } from "./account-sign-in";
import { KeepQuotesPanel } from "./keep-quotes-panel";
import { SignInPanel } from "./sign-in-panel";
import { SignedInAccount } from "./signed-in-account";

const coverageLabels = Object.fromEntries(
  Object.entries(coverageLevelDetails).map(([level, details]) => [level, details.label]),
) as Record<keyof typeof coverageLevelDetails, string>;

const props = {
  productLabels: insuranceTypeLabels,
  coverageLabels,
  quoteValidityDays: 30,
  passkeyExplainer: "A passkey replaces a password.",
  messages: { ...accountMessages, passkeyNameMaxLength: accountLimits.passkeyNameMaxLength },
};

const account: AccountView = {
  email: "sam@example.com",
  createdAt: "2026-11-01T10:00:00.000Z",
  quoteSets: [
    {
      reference: "PLM-OLDSET12",
      insuranceType: "home",
      coverageAmount: "standard",
      quotes: 4,
      createdAt: "2026-09-01T10:00:00.000Z",
      expiresAt: "2026-10-01T10:00:00.000Z",
      expired: true,
      fullQuote: false,
    },
    {
      reference: "PLM-NEWSET34",
      insuranceType: "car",
      coverageAmount: "comprehensive",
      quotes: 7,
      createdAt: "2026-11-20T10:00:00.000Z",
      expiresAt: "2026-12-20T10:00:00.000Z",
      expired: false,
      fullQuote: true,
    },
  ],
  reminders: [
    {
      insuranceType: "car",
      fromReference: "PLM-NEWSET34",
      renewalDate: "2027-11-20",
      remindOn: "2027-10-27",
    },
  ],
  keptAnswers: [],
  passkeys: [
    {
      id: "cred1",
      name: "Chrome on Mac",
      createdAt: "2026-11-20T10:00:00.000Z",
      lastUsedAt: null,
    },
  ],
  sessions: [
    {
      id: "s1",
      device: "Chrome on macOS",
      method: "passkey",
      createdAt: "2026-11-20T10:00:00.000Z",
      lastUsedAt: "2026-11-27T10:00:00.000Z",
      current: true,
    },
  ],
};

const signedIn = (view: AccountView) => (
  <SignedInAccount
    account={view}
    labels={{
      productLabels: props.productLabels,
      coverageLabels: props.coverageLabels,
      quoteValidityDays: 30,
    }}
    messages={props.messages}
    passkeyExplainer={props.passkeyExplainer}
    onSignedOut={() => undefined}
    onDeleted={() => undefined}
  />
);

function render(children: ReactNode) {
  const client = new QueryClient();
  return renderToString(<QueryClientProvider client={client}>{children}</QueryClientProvider>)
    .replaceAll("&#x27;", "'")
    .replaceAll("<!-- -->", "");
}

describe("the account page's island", () => {
  it("while the account is asked for, says it is loading", () => {
    expect(render(<AccountPage {...props} />)).toContain('aria-label="Loading your account"');
  });

  it("signed in: the sets (expired ones marked, each linking to its page), reminders, passkeys, devices, download and delete", () => {
    const html = render(signedIn(account));
    expect(html).toContain("sam@example.com");
    expect(html).toContain('href="/quotes/PLM-NEWSET34"');
    expect(html).toContain('href="/quotes/PLM-OLDSET12"');
    expect(html).toContain("Expired");
    // The set still priced comes first.
    expect(html.indexOf("PLM-NEWSET34")).toBeLessThan(html.indexOf("PLM-OLDSET12"));
    expect(html).toContain("Keep these answers");
    expect(html).toContain("Renewal reminders");
    expect(html).toContain("Chrome on Mac");
    expect(html).toContain("not used yet");
    expect(html).toContain("This device");
    expect(html).toContain("Sign out everywhere");
    expect(html).toContain('href="http://localhost:3001/api/account/export"');
    expect(html).toContain("Delete your account");
    expect(html).toContain(props.passkeyExplainer);
  });

  it("offers to quote again with kept answers, and no longer to keep that set's", () => {
    const html = render(
      signedIn({
        ...account,
        keptAnswers: [
          {
            insuranceType: "car",
            coverageAmount: "comprehensive",
            age: 41,
            postcode: "CB2 1TN",
            details: { noClaimsYears: "9-plus" },
            fromReference: "PLM-NEWSET34",
            keptAt: "2026-11-21T10:00:00.000Z",
          },
        ],
      }),
    );
    expect(html).toContain("Answers kept for next year");
    expect(html).toContain("Quote again with these answers");
    expect(html).not.toContain("Keep these answers");
  });

  it("signed out: the address field offers passkeys in its autofill, and a link by email", () => {
    const html = render(<SignInPanel messages={props.messages} onSignedIn={() => undefined} />);
    expect(html).toMatch(/autocomplete="username webauthn"/i);
    expect(html).toContain("Email me a sign-in link");
  });
});

describe("the sign-in link's page", () => {
  it("signs nobody in until the button is pressed (prerendered without the token)", () => {
    const html = render(
      <AccountSignIn tokenPattern="^[A-Za-z0-9_-]{20,200}$" accountPath="/account" passkeyExplainer="x" />,
    );
    expect(html).not.toContain("You're signed in");
  });
});

describe("Keep your quotes", () => {
  it("offers to keep the answers only for a set priced on detailed answers", () => {
    const detailed = render(<KeepQuotesPanel reference="PLM-NEWSET34" detailed />);
    expect(detailed).toContain("Also keep my answers so I can quote again next year");
    const quick = render(<KeepQuotesPanel reference="PLM-NEWSET34" detailed={false} />);
    expect(quick).not.toContain("Also keep my answers");
    expect(quick).toContain("Keep your quotes");
  });
});
