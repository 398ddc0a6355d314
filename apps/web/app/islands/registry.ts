/**
 * Every island: the parts of a prerendered page that run in the browser. Each loads its own
 * code, so a page fetches only the islands it holds. An island's component takes serialisable
 * props only (they travel in the page's HTML, see island.tsx).
 */
export const islandLoaders = {
  "quote-form": () => import("../features/quotes/form/quote-feature").then((module) => module.QuoteFeature),
  "contact-form": () => import("../features/contact/contact-feature").then((module) => module.ContactFeature),
  faq: () => import("../components/home/faq-section").then((module) => module.FaqSection),
  "saved-quotes": () =>
    import("../features/quotes/saved/saved-quote-set").then((module) => module.SavedQuoteSet),
  "find-quote": () =>
    import("../features/quotes/saved/find-quote-form").then((module) => module.FindQuoteForm),
  continue: () =>
    import("../features/quotes/saved/continue-to-insurer").then((module) => module.ContinueToInsurer),
  // The pages emails link to (decision 015): each form also works without JavaScript.
  "renewal-reminder": () =>
    import("../features/email-links/renewal-reminder-form").then((module) => module.RenewalReminderFeature),
  "manage-reminder": () =>
    import("../features/email-links/manage-reminder").then((module) => module.ManageReminderFeature),
  unsubscribe: () =>
    import("../features/email-links/unsubscribe-form").then((module) => module.UnsubscribeFeature),
  "confirm-emails": () =>
    import("../features/email-links/confirm-emails-form").then((module) => module.ConfirmEmailsFeature),
  "your-data-request": () =>
    import("../features/email-links/your-data-request-form").then((module) => module.YourDataRequestFeature),
  "your-data-view": () =>
    import("../features/email-links/your-data-view").then((module) => module.YourDataViewFeature),
};

export type IslandName = keyof typeof islandLoaders;
