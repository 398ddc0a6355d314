import { homeContent } from "@plummet/content/home";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { islandRenderer, loadIslandComponents } from "../entry.server";
import { Island } from "./island";
import { IslandRendererContext } from "./island-renderer";

const ofAttribute = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]+)"`, "g"))].map((match) => match[1] ?? "");

const renderer = islandRenderer(await loadIslandComponents());

describe("an island", () => {
  const page = (children: React.ReactNode) =>
    renderToString(<IslandRendererContext value={renderer}>{children}</IslandRendererContext>);

  it("has ids of its own instance, so two copies on a page never share one", () => {
    const html = page(
      <>
        <Island name="faq" props={{ faq: homeContent.faq }} />
        <Island name="faq" props={{ faq: homeContent.faq }} />
      </>,
    );
    const prefixes = ofAttribute(html, "data-id-prefix");
    expect(prefixes).toHaveLength(2);
    expect(prefixes[0]).not.toBe(prefixes[1]);
    // The ids React makes (`useId`), not the section's fixed anchor (`id="faq"`).
    const ids = ofAttribute(html, "id").filter((id) => prefixes.some((prefix) => id.includes(prefix)));
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size, `ids shared: ${ids.join(" ")}`).toBe(ids.length);
    // Each copy's ids come from its own prefix, which the browser hydrates it with (entry.client.ts).
    for (const prefix of prefixes) expect(ids.filter((id) => id.includes(prefix)).length).toBeGreaterThan(1);
  });

  it("writes its props beside it, and its props are its component's own", () => {
    const html = page(<Island name="faq" props={{ faq: homeContent.faq }} />);
    expect(ofAttribute(html, "data-island")).toEqual(["faq"]);
    expect(html).toContain(homeContent.faq.items[0]!.question.replaceAll("'", "&#x27;"));
    // @ts-expect-error: the FAQ takes `faq`, not the quote form's `variant`.
    void (<Island name="faq" props={{ variant: "home" }} />);
    // @ts-expect-error: no island is called that.
    void (<Island name="no-such-island" props={{}} />);
  });
});
