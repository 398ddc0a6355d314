/** Every public path of the site; the prerender list and (later) sitemap.xml come from here. */
export const sitePaths = ["/", "/home"] as const;

/** The not-found screen is prerendered once and served with status 404 for unknown paths. */
export const notFoundPath = "/404";

export const prerenderPaths = [...sitePaths, notFoundPath];
