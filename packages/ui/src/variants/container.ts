import { cva } from "class-variance-authority";

/** The container's classes by size; without the class-merging library (see variants/button). */
export const containerVariants = cva("mx-auto w-full px-4 sm:px-6 lg:px-8", {
  variants: {
    size: { narrow: "max-w-3xl", medium: "max-w-4xl", default: "max-w-6xl", wide: "max-w-7xl" },
  },
  defaultVariants: { size: "default" },
});
