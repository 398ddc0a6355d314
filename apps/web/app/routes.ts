import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pages, paths } from "./route-paths";

// Every route is a row of the pages table (route-paths.ts): each product page and guide is its own
// fixed route, sharing one module per kind that finds its content by the URL path. The one
// parameter is a saved quote set's reference (issue 15), whose page is read in the browser.
export default pages.map(({ path, module, id }) => {
  if (path === paths.home) return index(module, { id });
  const pattern = path === "*" ? path : path.slice(1);
  return id ? route(pattern, module, { id }) : route(pattern, module);
}) satisfies RouteConfig;
