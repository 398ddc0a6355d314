/**
 * The layer of the hero's decorative falling pounds and coins (docs/product/screens.md). The page's HTML
 * carries it empty; page-behaviour/falling-particles.ts draws the particles in the browser.
 */
export function FallingParticles() {
  return (
    <div
      aria-hidden="true"
      data-testid="hero-particles"
      data-falling-particles=""
      className="pointer-events-none absolute inset-0 overflow-hidden"
    />
  );
}
