import { describe, expect, it } from "vitest";
import { describeGuideBasics } from "../testing/guide-checks";
import { articleText } from "./article-text";
import { article } from "./commercial-van-insurance-business-vs-private";

const slug = "commercial-van-insurance-business-vs-private";
const text = articleText(article);

/** SPEC "Editorial figures", van: written exactly as SPEC writes them. */
const specFigures = ["£500-£50,000"];

describeGuideBasics(slug, article);

describe(slug, () => {
  it.each(specFigures)("states SPEC's figure %s", (figure) => {
    expect(text).toContain(figure);
  });
});
