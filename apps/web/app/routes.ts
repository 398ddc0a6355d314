import { emailLinkPages } from "@plummet/contracts";
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { articleSlugs, emailLinkOutcomePaths, productPaths } from "./route-paths";

// docs/product/screens.md: each product page and guide is its own fixed route, sharing one module per
// kind; the module finds its content by the URL path. The one parameter is a saved quote set's
// reference (issue 15), whose page is read in the browser.
export default [
  index("routes/home.tsx", { id: "home" }),
  route("home", "routes/home.tsx", { id: "home-alias" }),
  ...productPaths.map((path) => route(path.slice(1), "routes/product-page.tsx", { id: `product${path}` })),
  route("resources", "routes/resources.tsx"),
  ...articleSlugs.map((slug) => route(`resources/${slug}`, "routes/article.tsx", { id: `article/${slug}` })),
  route("about", "routes/about.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("contact", "routes/contact.tsx"),
  route("call-back", "routes/call-back.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  // Saved quote sets: found by reference, and each set's own page (one prerendered shell).
  route("quotes", "routes/find-quote.tsx"),
  route("quotes/:reference", "routes/saved-quote.tsx"),
  route("continue", "routes/continue.tsx"),
  route("exact-price", "routes/exact-price.tsx"),
  // Pages that emails link to (renewal reminders, unsubscribing, your data): noindex, not in the
  // sitemap. The forms are islands that also work without JavaScript (decision 015); the outcome
  // pages share one module that finds its words by the URL.
  route(emailLinkPages.renewalReminder.slice(1), "routes/renewal-reminder.tsx"),
  route(emailLinkPages.manageReminder.slice(1), "routes/manage-reminder.tsx"),
  route(emailLinkPages.unsubscribe.slice(1), "routes/unsubscribe.tsx"),
  route(emailLinkPages.confirmEmails.slice(1), "routes/confirm-emails.tsx"),
  route(emailLinkPages.yourData.slice(1), "routes/your-data.tsx"),
  route(emailLinkPages.yourDataView.slice(1), "routes/your-data-view.tsx"),
  ...emailLinkOutcomePaths.map((path) =>
    route(path.slice(1), "routes/email-link-outcome.tsx", { id: `outcome${path}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
