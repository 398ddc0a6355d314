import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
const session = new Session(); session.connect();
await import("../dist/server.js");
setTimeout(async () => {
  await session.post("Profiler.enable"); await session.post("Profiler.start");
  setTimeout(async () => {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync("/tmp/prof/late.cpuprofile", JSON.stringify(profile)); console.error("profile written");
  }, 5000);
}, Number(process.env.PROF_DELAY ?? 12000));
