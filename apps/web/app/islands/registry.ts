import type { ReactNode } from "react";

/**
 * An island: `load` brings its component's code; `query` wraps it in TanStack Query's provider
 * (islands/island-providers.tsx), `toasts` adds the toasts' place (loaded with the first toast).
 * Any function component fits (`never` props); `IslandProps` gives each island its own.
 */
export type IslandDeclaration = {
  load: () => Promise<(props: never) => ReactNode>;
  query?: true;
  toasts?: "top" | "bottom";
};

/**
 * Every island, one entry each: the parts of a prerendered page that run in the browser. Each
 * loads its own code, so a page fetches only the islands it holds; the providers it needs are
 * put around it here, once, on the server and in the browser alike (island.tsx, entry.client.ts).
 * An island's component takes serialisable props only (they travel in the page's HTML) and uses
 * no React Router API. The prerendering server loads every one of them (entry.server.tsx), so a
 * page places an island by name alone: `<Island name="faq" props={{ faq }} />`, its props checked
 * against the component's own. The budget test finds each island's chunks in the client build's
 * manifest by the module its `load` brings (scripts/island-sources.ts).
 */
export const islands = {
  "quote-form": {
    load: () => import("../features/quotes/form/quote-form").then((m) => m.QuoteForm),
    query: true,
    toasts: "bottom",
  },
  "contact-form": {
    load: () => import("../features/contact/contact-form").then((m) => m.ContactForm),
    query: true,
  },
  "call-back-form": {
    load: () => import("../features/call-back/call-back-form").then((m) => m.CallBackForm),
    query: true,
  },
  faq: { load: () => import("../components/home/faq-section").then((m) => m.FaqSection) },
  "saved-quotes": {
    load: () => import("../features/quotes/saved/saved-quote-set").then((m) => m.SavedQuoteSet),
    query: true,
    toasts: "top",
  },
  "full-quote": {
    load: () => import("../features/quotes/full-quote/full-quote").then((m) => m.FullQuote),
  },
  "find-quote": {
    load: () => import("../features/quotes/saved/find-quote-form").then((m) => m.FindQuoteForm),
  },
  continue: {
    load: () => import("../features/quotes/saved/continue-to-insurer").then((m) => m.ContinueToInsurer),
    query: true,
  },
  // The pages emails link to (decision 015): each form also works without JavaScript.
  "renewal-reminder": {
    load: () => import("../features/email-links/renewal-reminder-form").then((m) => m.RenewalReminderForm),
    query: true,
  },
  "manage-reminder": {
    load: () => import("../features/email-links/manage-reminder").then((m) => m.ManageReminder),
    query: true,
  },
  unsubscribe: {
    load: () => import("../features/email-links/unsubscribe-form").then((m) => m.Unsubscribe),
    query: true,
  },
  "confirm-emails": {
    load: () => import("../features/email-links/confirm-emails-form").then((m) => m.ConfirmEmails),
    query: true,
  },
  "your-data-request": {
    load: () => import("../features/email-links/your-data-request-form").then((m) => m.YourDataRequest),
    query: true,
  },
  "your-data-view": {
    load: () => import("../features/email-links/your-data-view").then((m) => m.YourDataView),
    query: true,
  },
  // Accounts (issue 45): /account and the emailed sign-in link's page.
  account: {
    load: () => import("../features/account/account-page").then((m) => m.AccountPage),
    query: true,
  },
  "account-sign-in": {
    load: () => import("../features/account/account-sign-in").then((m) => m.AccountSignIn),
    query: true,
  },
} satisfies Record<string, IslandDeclaration>;

export type IslandName = keyof typeof islands;

/** The component an island's declaration loads. */
export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islands)[Name]["load"]>>;

/** An island's props: its component's own (plain data: they travel in the page's HTML as JSON). */
export type IslandProps<Name extends IslandName> =
  Parameters<IslandComponent<Name>> extends [infer Props, ...unknown[]]
    ? Props & object
    : Record<string, never>;
