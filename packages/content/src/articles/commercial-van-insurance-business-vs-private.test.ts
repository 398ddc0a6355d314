import { describe, expect, it } from "vitest";
import { describeGuideBasics } from "../testing/guide-checks";
import { articleText } from "./article-text";
import { article } from "./commercial-van-insurance-business-vs-private";

const slug = "commercial-van-insurance-business-vs-private";
const text = articleText(article);

/** docs/product/figures.md, van: written exactly as docs/product/figures.md gives them. */
const specFigures = ["£500-£50,000"];

describeGuideBasics(slug, article);

describe(slug, () => {
  it.each(specFigures)("states the required figure %s", (figure) => {
    expect(text).toContain(figure);
  });
});
