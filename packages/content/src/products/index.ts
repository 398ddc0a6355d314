import type { ProductPage } from "../schemas";
import { bikeInsurance } from "./bike";
import { breakdownCover } from "./breakdown";
import { carInsurance } from "./car";
import { homeInsurance } from "./home";
import { lifeInsurance } from "./life";
import { petInsurance } from "./pet";
import { privateMedicalInsurance } from "./private-medical";
import { travelInsurance } from "./travel";
import { vanInsurance } from "./van";

/** The nine product pages, in the required route order. */
export const productPages: ProductPage[] = [
  carInsurance,
  vanInsurance,
  bikeInsurance,
  homeInsurance,
  travelInsurance,
  petInsurance,
  breakdownCover,
  lifeInsurance,
  privateMedicalInsurance,
];

const pagesByPath = new Map(productPages.map((page) => [page.path, page]));

/** The product page served at `path` ("/car-insurance"), or undefined. */
export function productPageByPath(path: string): ProductPage | undefined {
  return pagesByPath.get(path);
}
