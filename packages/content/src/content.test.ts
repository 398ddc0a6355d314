import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { articleBySlug } from "./articles";
import { insurerLogoPath, insurerMarkSlugs } from "./insurer-marks";
import { insurers } from "./insurers";
import { privacyPolicy, termsOfService } from "./pages";
import { homeAnchors, realInsurerNames, siteRoutes } from "./testing/spec";
import { allContent, findHrefs, findImages } from "./testing/walk";

const assetsDir = fileURLToPath(new URL("../assets/", import.meta.url));

/** The anchors a route's page has, beyond the footer's "contact" which every page has. */
function anchorsOf(route: string): string[] {
  if (route === "/" || route === "/home") return [...homeAnchors];
  if (route === "/privacy-policy") return privacyPolicy.sections.map((section) => section.id);
  if (route === "/terms-of-service") return termsOfService.sections.map((section) => section.id);
  const guide = route.startsWith("/resources/")
    ? articleBySlug(route.slice("/resources/".length))
    : undefined;
  const headingIds = (guide?.blocks ?? []).flatMap((block) => (block.type === "heading" ? [block.id] : []));
  return ["contact", ...headingIds];
}

const hrefs = findHrefs(allContent, "content");
const internal = hrefs.filter(({ value }) => value.startsWith("/"));
const external = hrefs.filter(({ value }) => !value.startsWith("/"));

describe("links", () => {
  it("finds the links it should check (cards, CTAs, closing buttons, footer)", () => {
    const places = internal.map(({ where }) => where);
    expect(places.some((where) => where.startsWith("content.productCards"))).toBe(true);
    expect(places.some((where) => where.includes("closingCta"))).toBe(true);
    expect(places.some((where) => where.startsWith("content.site.footer"))).toBe(true);
    expect(places.some((where) => where.includes("lifePanel.cta"))).toBe(true);
  });

  it.each(internal)("$where -> $value is a route of the site (and anchor)", ({ value }) => {
    const [route = "", anchor] = value.split("#");
    expect(siteRoutes).toContain(route);
    if (anchor !== undefined) expect(anchorsOf(route)).toContain(anchor);
  });

  it("sends every other link to a mailto: or https address, and has no phone link (only real firm details make one, site.test.ts)", () => {
    for (const { where, value } of external) expect(value, where).not.toMatch(/^tel:/);
    for (const { where, value } of external) expect(value, where).toMatch(/^(mailto:|tel:\+44|https:\/\/)/);
  });
});

const images = findImages(allContent, "content");

describe("images", () => {
  it("finds the images it should check", () => {
    const folders = new Set(images.map(({ value }) => value.path.split("/")[0]));
    expect([...folders].sort()).toEqual(["guides", "insurers", "people", "products", "video"]);
  });

  it.each(images)("$where has alt text and its file $value.path exists", ({ value }) => {
    expect(value.alt.trim().length).toBeGreaterThan(5);
    expect(statSync(assetsDir + value.path).isFile()).toBe(true);
  });
});

const assetFiles = readdirSync(assetsDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".svg"))
  .map((file) => file.replaceAll("\\", "/"));

describe("asset files", () => {
  it("are all used by some piece of content, or are an insurer's mark on its result cards", () => {
    const used = new Set([
      ...images.map(({ value }) => value.path),
      ...insurerMarkSlugs.map((slug) => insurerLogoPath(slug)),
    ]);
    expect(assetFiles.filter((file) => !used.has(file))).toEqual([]);
  });

  it.each(assetFiles)("%s is a small, self-contained, scalable SVG", (file) => {
    const svg = readFileSync(assetsDir + file, "utf8");
    expect(Buffer.byteLength(svg)).toBeLessThan(20 * 1024);
    expect(svg).toMatch(/^<svg[^>]*\bviewBox="[\d. ]+"/);
    expect(svg).not.toMatch(/<script|\bon[a-z]+=|<foreignObject|<image\b/i);
    expect(svg).not.toMatch(/(href|src)="(https?:)?\/\//i);
  });
});

describe("insurer names", () => {
  const text = JSON.stringify({ ...allContent, insurers });
  const escapeRegExp = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

  it.each(realInsurerNames)("never mentions the real brand %s", (name) => {
    const pattern = new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(name)}(?![A-Za-z0-9])`);
    expect(text.match(pattern)?.[0]).toBeUndefined();
  });
});
