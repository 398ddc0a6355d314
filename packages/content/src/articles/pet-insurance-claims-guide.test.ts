import { describeGuideBasics } from "../testing/guide-checks";
import { article } from "./pet-insurance-claims-guide";

/** docs/product/figures.md, Pet, written exactly as docs/product/figures.md gives them. */
const figures = [
  "86%",
  "5-10 days",
  "£1,200",
  "within 30 days",
  "pre-authorisation",
  "over £500",
  "usually 12 months",
  "30-90 days",
  "6 months of the insurer's final response",
];

describeGuideBasics("pet-insurance-claims-guide", article, { says: figures });
