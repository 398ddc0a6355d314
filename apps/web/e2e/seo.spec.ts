import { expect, type Page, test } from "@playwright/test";
import { productPages } from "@plummet/content/products";
import { articleSlugs, sitePaths } from "../app/route-paths";

/** Search engines read the prerendered HTML: every check here runs with JavaScript off. */
test.use({ javaScriptEnabled: false });

const SITE = "https://www.plummet.co.uk";

type JsonLd = Record<string, unknown> & { "@type": string };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as JsonLd | JsonLd[];
    return Array.isArray(data) ? data : [data];
  });
}

const ofType = (items: JsonLd[], type: string) => items.filter((item) => item["@type"] === type);
const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`);

for (const path of sitePaths) {
  test(`${path}: title, description, canonical, Open Graph and one Organization`, async ({ page }) => {
    await page.goto(path);
    const canonical = `${SITE}${path === "/home" ? "/" : path}`;
    const title = await page.title();
    expect(title.length).toBeGreaterThan(10);
    expect(title.length).toBeLessThanOrEqual(70);
    const description = await meta(page, 'name="description"').getAttribute("content");
    expect(description?.length).toBeGreaterThanOrEqual(50);
    expect(description?.length).toBeLessThanOrEqual(170);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(meta(page, 'property="og:title"')).toHaveAttribute("content", title);
    await expect(meta(page, 'property="og:description"')).toHaveAttribute("content", description ?? "");
    await expect(meta(page, 'property="og:url"')).toHaveAttribute("content", canonical);
    await expect(meta(page, 'property="og:type"')).toHaveAttribute("content", /^(website|article)$/);
    await expect(meta(page, 'name="twitter:card"')).toHaveCount(1);
    // The page's own text is already in the HTML.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const organizations = ofType(await jsonLd(page), "Organization");
    expect(organizations).toHaveLength(1);
    expect(organizations[0]).toMatchObject({ name: "Plummet", url: `${SITE}/` });
  });
}

test("titles and descriptions differ from page to page (except the /home alias)", async ({ page }) => {
  // Twenty-five page loads in one test: more than the default 30 s on a busy 2-core machine.
  test.slow();
  const seen = new Map<string, string>();
  for (const path of sitePaths.filter((p) => p !== "/home")) {
    await page.goto(path);
    const title = await page.title();
    const description = (await meta(page, 'name="description"').getAttribute("content")) ?? "";
    for (const text of [title, description]) {
      expect(seen.get(text), `"${text}" on ${path}`).toBeUndefined();
      seen.set(text, path);
    }
  }
});

test("home: FAQPage with the five flagged questions", async ({ page }) => {
  await page.goto("/");
  const faqPages = ofType(await jsonLd(page), "FAQPage");
  expect(faqPages).toHaveLength(1);
  const questions = faqPages[0]?.mainEntity as {
    "@type": string;
    name: string;
    acceptedAnswer: { text: string };
  }[];
  expect(questions).toHaveLength(5);
  for (const question of questions) {
    expect(question["@type"]).toBe("Question");
    expect(question.name.length).toBeGreaterThan(5);
    expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
  }
});

for (const { path, serviceType, meta: pageMeta, hero } of productPages) {
  test(`${path}: Service of its type, in GB priced in GBP`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(pageMeta.title);
    // The page's words are already in the HTML.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
    const services = ofType(await jsonLd(page), "Service");
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({
      serviceType,
      areaServed: { "@type": "Country", name: "GB" },
      offers: { priceCurrency: "GBP" },
      url: `${SITE}${path}`,
    });
  });
}

test("resources hub: BreadcrumbList Home > Insurance Resources", async ({ page }) => {
  await page.goto("/resources");
  const [breadcrumb] = ofType(await jsonLd(page), "BreadcrumbList");
  expect(breadcrumb?.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
    { "@type": "ListItem", position: 2, name: "Insurance Resources", item: `${SITE}/resources` },
  ]);
});

for (const slug of articleSlugs) {
  test(`/resources/${slug}: Article and BreadcrumbList`, async ({ page }) => {
    await page.goto(`/resources/${slug}`);
    await expect(meta(page, 'property="og:type"')).toHaveAttribute("content", "article");
    const items = await jsonLd(page);
    const [article] = ofType(items, "Article");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    expect(article).toMatchObject({
      headline: heading,
      description: await meta(page, 'name="description"').getAttribute("content"),
      author: { "@type": "Organization", name: "Plummet" },
      publisher: { "@type": "Organization", name: "Plummet" },
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      mainEntityOfPage: { "@id": `${SITE}/resources/${slug}` },
    });
    const [breadcrumb] = ofType(items, "BreadcrumbList");
    const crumbs = breadcrumb?.itemListElement as { item: string }[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      `${SITE}/`,
      `${SITE}/resources`,
      `${SITE}/resources/${slug}`,
    ]);
  });
}

test("sitemap.xml lists every page once, and robots.txt points at it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = sitePaths.filter((path) => path !== "/home").map((path) => `${SITE}${path}`);
  expect(locations.sort()).toEqual(expected.sort());

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});
