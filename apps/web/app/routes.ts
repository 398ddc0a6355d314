import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { articleSlugs, productPaths } from "./route-paths";

// SPEC section 2: each product page and guide is its own fixed route, sharing one module per
// kind; the module finds its content by the URL path. The one parameter is a saved quote set's
// reference (issue 15), whose page is read in the browser.
export default [
  index("routes/home.tsx", { id: "home" }),
  route("home", "routes/home.tsx", { id: "home-alias" }),
  ...productPaths.map((path) => route(path.slice(1), "routes/product-page.tsx", { id: `product${path}` })),
  route("resources", "routes/resources.tsx"),
  ...articleSlugs.map((slug) => route(`resources/${slug}`, "routes/article.tsx", { id: `article/${slug}` })),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("contact", "routes/contact.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  // Saved quote sets: found by reference, and each set's own page (one prerendered shell).
  route("quotes", "routes/find-quote.tsx"),
  route("quotes/:reference", "routes/saved-quote.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
