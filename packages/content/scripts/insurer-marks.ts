// Draws a mark for every panel insurer without a hand-made one (assets/insurers/<slug>.svg): a
// symbol in a brand colour, chosen from the slug, so each fictional insurer looks like itself on a
// result card. Run after adding an insurer: `pnpm --filter @plummet/content insurer-marks`.
import { existsSync, writeFileSync } from "node:fs";
import { insurers } from "../src/insurers/panel";

const colours = [
  "#0f4c5c",
  "#5b2a86",
  "#1d6f42",
  "#a4372a",
  "#1f3d7a",
  "#7a4a12",
  "#0b6e83",
  "#8a1f5c",
  "#374151",
];
const accents = ["#7dd3c0", "#f2c14e", "#a7d8ff", "#f4a261", "#c3b1e1", "#9bd39b"];

/** The symbol inside the mark's 60 by 60 square, white on the brand colour. */
const symbols: Array<(accent: string) => string> = [
  // a shield
  (a) =>
    `<path fill="#fff" d="M30 14l14 5v10c0 9-6 15-14 18-8-3-14-9-14-18V19z"/><path fill="${a}" d="M30 20l8 3v6c0 5-3 9-8 11z"/>`,
  // three rising bars
  (a) => `<path fill="#fff" d="M18 40h6V30h-6zm9 0h6V24h-6z"/><path fill="${a}" d="M36 40h6V18h-6z"/>`,
  // a leaf
  (a) =>
    `<path fill="#fff" d="M17 42c0-16 10-25 27-26-1 17-10 27-26 27z"/><path fill="none" stroke="${a}" stroke-linecap="round" stroke-width="3" d="M20 40l16-16"/>`,
  // a star
  (a) =>
    `<path fill="#fff" d="M30 13l4.7 10.5L46 25l-8.5 7.7L40 44l-10-6-10 6 2.5-11.3L14 25l11.3-1.5z"/><circle cx="30" cy="29" r="4" fill="${a}"/>`,
  // a house
  (a) => `<path fill="#fff" d="M15 30l15-14 15 14h-4v13H19V30z"/><path fill="${a}" d="M26 43v-8h8v8z"/>`,
  // a compass point
  (a) =>
    `<path fill="#fff" d="M30 12l6 18-6 18-6-18z"/><path fill="${a}" d="M12 30l18-5v10z"/><path fill="#fff" d="M48 30l-18 5V25z"/>`,
  // a sun over the horizon
  (a) =>
    `<circle cx="30" cy="32" r="9" fill="#fff"/><path stroke="${a}" stroke-linecap="round" stroke-width="3" d="M30 15v4m-12 3l3 3m21-3l-3 3M14 43h32"/>`,
  // interlocked rings
  (a) =>
    `<circle cx="25" cy="30" r="9" fill="none" stroke="#fff" stroke-width="4"/><circle cx="35" cy="30" r="9" fill="none" stroke="${a}" stroke-width="4"/>`,
  // a bridge
  (a) =>
    `<path fill="none" stroke="#fff" stroke-linecap="round" stroke-width="4" d="M14 40c5-14 27-14 32 0"/><path stroke="${a}" stroke-linecap="round" stroke-width="3" d="M14 44h32M22 34v10m16-10v10"/>`,
];

/** A small, stable number from the slug (FNV-1a), so a mark never changes between runs. */
function hash(slug: string): number {
  let value = 2166136261;
  for (const char of slug) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/** The name as SVG text: its ampersands and angle brackets written as entities. */
const svgText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

let drawn = 0;
for (const insurer of insurers) {
  const file = new URL(`../assets/insurers/${insurer.slug}.svg`, import.meta.url);
  if (existsSync(file)) continue;
  const n = hash(insurer.slug);
  const colour = colours[n % colours.length]!;
  const accent = accents[(n >>> 8) % accents.length]!;
  const symbol = symbols[(n >>> 16) % symbols.length]!(accent);
  const width = Math.max(220, 72 + insurer.name.length * 13);
  writeFileSync(
    file,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 60"><rect width="52" height="52" x="4" y="4" fill="${colour}" rx="14"/>${symbol}<text x="68" y="38" fill="${colour}" font-family="Segoe UI,Helvetica,Arial,sans-serif" font-size="22" font-weight="700">${svgText(insurer.name)}</text></svg>\n`,
  );
  drawn += 1;
}
console.log(`${drawn} marks drawn`);
