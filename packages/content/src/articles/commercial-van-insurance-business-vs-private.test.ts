import { describeGuideBasics } from "../testing/guide-checks";
import { article } from "./commercial-van-insurance-business-vs-private";

const slug = "commercial-van-insurance-business-vs-private";

/** docs/product/figures.md, van: written exactly as docs/product/figures.md gives them. */
const specFigures = ["£500-£50,000"];

describeGuideBasics(slug, article, { says: specFigures });
