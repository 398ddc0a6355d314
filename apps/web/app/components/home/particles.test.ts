import { describe, expect, it } from "vitest";
import { createParticles, PARTICLE_COUNT, PARTICLE_REGENERATE_MS } from "./particles";

describe("createParticles", () => {
  it("makes the required fifteen particles with ids unique to the batch", () => {
    const particles = createParticles(3);
    expect(particles).toHaveLength(PARTICLE_COUNT);
    expect(PARTICLE_COUNT).toBe(15);
    expect(new Set(particles.map((p) => p.id)).size).toBe(15);
    expect(particles.every((p) => p.id.startsWith("3-"))).toBe(true);
  });

  it("keeps every particle inside the hero and its motion within bounds", () => {
    for (const random of [() => 0, () => 0.999999]) {
      for (const p of createParticles(0, random)) {
        expect(p.left).toBeGreaterThanOrEqual(0);
        expect(p.left).toBeLessThanOrEqual(100);
        expect(p.duration).toBeGreaterThan(0);
        // Each fall ends before the next batch replaces it.
        expect((p.delay + p.duration) * 1000).toBeLessThanOrEqual(PARTICLE_REGENERATE_MS);
        expect(p.opacity).toBeGreaterThan(0);
        expect(p.opacity).toBeLessThan(1);
      }
    }
  });
});
