import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (strings, and objects or arrays of them, falsy ones left out). A component's
 * `className` adds to its own classes and does not override them: a component says through its
 * props what a caller may change (decision 016).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
