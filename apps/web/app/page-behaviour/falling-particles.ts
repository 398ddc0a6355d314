import {
  createParticles,
  PARTICLE_REGENERATE_MS,
  PARTICLE_START_DELAY_MS,
  type Particle,
} from "../components/home/particles";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function particleElement(particle: Particle): HTMLElement {
  const element = document.createElement("span");
  element.dataset.particle = "";
  element.className = "hero-particle";
  element.style.left = `${particle.left}%`;
  element.style.fontSize = `${particle.size}px`;
  element.style.animationDelay = `${particle.delay}s`;
  element.style.animationDuration = `${particle.duration}s`;
  element.style.setProperty("--particle-opacity", String(particle.opacity));
  element.style.setProperty("--particle-drift", `${particle.drift}px`);
  element.style.setProperty("--particle-spin", `${particle.spin}deg`);
  if (particle.kind === "pound") element.textContent = "£";
  else {
    const coin = document.createElement("span");
    coin.className = "hero-coin";
    element.append(coin);
  }
  return element;
}

/**
 * The hero's falling pounds and coins, drawn into the prerendered layer
 * (components/home/falling-particles.tsx): a batch of 15 starts 100 ms after load and is
 * replaced every 3 s; nothing is drawn while the visitor prefers reduced motion. Motion is CSS
 * transforms only (app.css). Plain DOM, so the home page's first screen needs no React.
 */
export function startFallingParticles(layer: HTMLElement): void {
  const query = window.matchMedia(REDUCED_MOTION);
  let startTimer: number | undefined;
  let interval: number | undefined;
  let nextBatch = 0;

  function draw(batch: number | undefined) {
    layer.replaceChildren(...(batch === undefined ? [] : createParticles(batch).map(particleElement)));
    if (batch === undefined) delete layer.dataset.batch;
    else layer.dataset.batch = String(batch);
  }
  function start() {
    window.clearTimeout(startTimer);
    window.clearInterval(interval);
    draw(undefined);
    if (query.matches) return;
    startTimer = window.setTimeout(() => {
      draw(nextBatch++);
      interval = window.setInterval(() => draw(nextBatch++), PARTICLE_REGENERATE_MS);
    }, PARTICLE_START_DELAY_MS);
  }
  start();
  query.addEventListener("change", start);
}
