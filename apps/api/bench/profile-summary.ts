/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): self time by function and by package or
 * file, largest first, as shares of the samples taken while the process was busy.
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof dist/server.js   (then drive load, stop it)
 *   pnpm exec tsx bench/profile-summary.ts /tmp/prof/CPU.*.cpuprofile [top=25] [last=seconds]
 *
 * `last`: only the samples of the profile's last so many seconds (the load, not the start-up).
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error("Usage: profile-summary.ts <file.cpuprofile> [top]");
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** Where a function lives: its package under node_modules, else its file (dist or src). */
function place(url: string): string {
  if (!url) return "(native or V8)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith("node:")) return url;
  return url.replace(/^file:\/\/.*?\/(apps|packages)\//, "$1/");
}

const selfByFunction = new Map<string, number>();
const selfByPlace = new Map<string, number>();
let total = 0;
let idle = 0;
const elapsed = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const from = lastArg ? elapsed - Number(lastArg) * 1e6 : 0;
let at = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  at += delta;
  if (at < from) return;
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (functionName === "(idle)") {
    idle += delta;
    return;
  }
  total += delta;
  const where = place(url);
  const name = `${functionName || "(anonymous)"}  ${where}${url ? `:${lineNumber + 1}` : ""}`;
  selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + delta);
  selfByPlace.set(where, (selfByPlace.get(where) ?? 0) + delta);
});

const table = (entries: Map<string, number>) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => ({
      "self %": ((micros * 100) / total).toFixed(1),
      "self ms": Math.round(micros / 1000),
      name,
    }));

console.log(`Busy ${Math.round(total / 1000)} ms, idle ${Math.round(idle / 1000)} ms`);
console.log("\nSelf time by package or file");
console.table(table(selfByPlace));
console.log("\nSelf time by function");
console.table(table(selfByFunction));
