import type * as React from "react";
import { cn } from "../lib/utils";

const STAR_PATH =
  "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z";

type StarRatingProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** Rating out of `max`; the integer part of it is drawn as filled stars. */
  rating: number;
  /** How many stars the scale has. */
  max?: number;
};

/**
 * A star rating drawn as five stars with the integer part filled ("4.5" fills four), read out as
 * "Rated 4.5 out of 5".
 *
 * **Use it** for an insurer's or a reviewer's rating next to what was rated.
 *
 * **Do not use it** as an input (it is not a control), or without saying somewhere what the rating
 * is of and where it comes from.
 *
 * **Keyboard and screen readers:** an image (`role="img"`) named "Rated 4.5 out of 5"; the stars
 * themselves are hidden.
 */
function StarRating({ rating, max = 5, className, ...props }: StarRatingProps) {
  const filled = Math.floor(Math.min(Math.max(rating, 0), max));
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of ${max}`}
      className={cn("inline-flex items-center gap-0.5", className)}
      {...props}
    >
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={cn("size-4", index < filled ? "fill-star text-star" : "fill-none text-border")}
          stroke="currentColor"
          strokeWidth={1.5}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

export { StarRating, type StarRatingProps };
