/**
 * svgo settings for every image in assets/ (`pnpm optimise-images`). Multipass squeezes a little
 * more; the viewBox stays so the images scale; the only ids are local clip paths and gradients.
 */
export default {
  multipass: true,
  floatPrecision: 2,
  plugins: ["preset-default", "removeDimensions", "sortAttrs"],
};
