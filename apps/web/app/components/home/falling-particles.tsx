import { useEffect, useState } from "react";
import { createParticles, PARTICLE_REGENERATE_MS, PARTICLE_START_DELAY_MS, type Particle } from "./particles";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The hero's decorative falling pounds and coins (SPEC section 2): a batch of 15 starts 100 ms
 * after load and is replaced every 3 s. Nothing renders for visitors who prefer reduced motion
 * (or before hydration, so the prerendered HTML carries none). Motion is CSS transforms only.
 */
export function FallingParticles() {
  const [particles, setParticles] = useState<Particle[]>([]);
  const batch = particles[0]?.id.split("-")[0];

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    let startTimer: number | undefined;
    let interval: number | undefined;
    let nextBatch = 0;

    function stop() {
      window.clearTimeout(startTimer);
      window.clearInterval(interval);
      setParticles([]);
    }
    function start() {
      stop();
      if (query.matches) return;
      startTimer = window.setTimeout(() => {
        setParticles(createParticles(nextBatch++));
        interval = window.setInterval(
          () => setParticles(createParticles(nextBatch++)),
          PARTICLE_REGENERATE_MS,
        );
      }, PARTICLE_START_DELAY_MS);
    }

    start();
    query.addEventListener("change", start);
    return () => {
      query.removeEventListener("change", start);
      window.clearTimeout(startTimer);
      window.clearInterval(interval);
    };
  }, []);

  return (
    <div
      aria-hidden="true"
      data-testid="hero-particles"
      data-batch={batch}
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      {particles.map((particle) => (
        <span
          key={particle.id}
          data-particle=""
          className="hero-particle"
          style={
            {
              left: `${particle.left}%`,
              fontSize: `${particle.size}px`,
              "--particle-opacity": particle.opacity,
              animationDelay: `${particle.delay}s`,
              animationDuration: `${particle.duration}s`,
              "--particle-drift": `${particle.drift}px`,
              "--particle-spin": `${particle.spin}deg`,
            } as React.CSSProperties
          }
        >
          {particle.kind === "pound" ? "£" : <span className="hero-coin" />}
        </span>
      ))}
    </div>
  );
}
