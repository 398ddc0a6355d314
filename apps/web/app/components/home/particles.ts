/** docs/product/figures.md: 15 particles, regenerated every 3000 ms, the effect starting 100 ms after load. */
export const PARTICLE_COUNT = 15;
export const PARTICLE_REGENERATE_MS = 3000;
export const PARTICLE_START_DELAY_MS = 100;

export type Particle = {
  id: string;
  /** Horizontal start, % of the hero's width. */
  left: number;
  /** Glyph size in px. */
  size: number;
  /** Seconds before this particle starts to fall (staggers the batch). */
  delay: number;
  /** Seconds the fall takes. */
  duration: number;
  /** Sideways drift over the fall, px (negative is left). */
  drift: number;
  /** Turn over the fall, degrees. */
  spin: number;
  opacity: number;
  kind: "pound" | "coin";
};

/**
 * One batch of particles; `random` is injectable so tests get a known batch. Every particle ends
 * its fall (delay + duration) within the 3 s before the next batch replaces it.
 */
export function createParticles(batch: number, random: () => number = Math.random): Particle[] {
  const between = (min: number, max: number) => min + random() * (max - min);
  return Array.from({ length: PARTICLE_COUNT }, (_, index) => ({
    id: `${batch}-${index}`,
    left: between(0, 100),
    size: between(14, 30),
    delay: between(0, 0.6),
    duration: between(2, 2.4),
    drift: between(-40, 40),
    spin: between(-160, 160),
    opacity: between(0.25, 0.7),
    kind: random() < 0.55 ? "pound" : "coin",
  }));
}
