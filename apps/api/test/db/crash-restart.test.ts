import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { QuoteSetResponse } from "@plummet/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/service";
import { validQuoteBody } from "../helper";

/**
 * A crash is routine: the built service on embedded PGlite, killed with SIGKILL (as the OOM
 * killer would) in the middle of taking quotes, starts again at once on the same data folder
 * with every answered quote set and its email; a live process's lock still refuses a second one.
 */
const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const serverEntry = join(packageDir, "dist", "server.js");

interface Service {
  url: string;
  child: ChildProcess;
  output: string[];
}

describe("the service on PGlite after SIGKILL", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "plummet-crash-"));
  const mailDir = join(dataDir, "mail");
  const started: Service[] = [];

  function start(port: number): Service {
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: "warn",
        METRICS_PORT: "off",
        DATA_DIR: dataDir,
        MAIL_DIR: mailDir,
        // Every quote set goes to one address here: the daily cap per address is not under test.
        MAIL_DAILY_CAP_PER_ADDRESS: "1000000",
        MAIL_POLL_MS: "200",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const service: Service = { url: `http://127.0.0.1:${port}`, child, output: [] };
    child.stdout?.on("data", (chunk: Buffer) => service.output.push(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => service.output.push(chunk.toString()));
    started.push(service);
    return service;
  }

  /** Waits until the service answers ready; answers how long that took. */
  async function ready(service: Service): Promise<number> {
    const began = Date.now();
    for (;;) {
      if (service.child.exitCode !== null) throw new Error(`exited: ${service.output.join("")}`);
      const ok = await fetch(`${service.url}/api/health/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return Date.now() - began;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(() => {
    if (!existsSync(serverEntry)) spawnSync("pnpm", ["run", "build"], { cwd: packageDir, stdio: "inherit" });
  });
  afterAll(() => {
    for (const { child } of started) if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("restarts at once on the same folder with every answered quote set, and still refuses a second live process", async () => {
    const port = await freePort();
    const first = start(port);
    console.log(`first start ready in ${await ready(first)} ms`);

    // Quotes keep arriving when the process is killed; those answered 201 must survive.
    const answered: string[] = [];
    let stopped = false;
    const load = Array.from({ length: 8 }, async () => {
      while (!stopped) {
        const res = await fetch(`${first.url}/api/quotes`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(validQuoteBody),
        }).catch(() => undefined);
        if (res?.status === 201) answered.push(((await res.json()) as QuoteSetResponse).reference);
        else if (!res) return;
      }
    });
    while (answered.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = new Promise((resolve) => first.child.once("exit", resolve));
    first.child.kill("SIGKILL");
    stopped = true;
    await Promise.all([load, exited]);

    const second = start(port);
    const restartMs = await ready(second);
    console.log(
      `ready ${restartMs} ms after a restart following SIGKILL (${answered.length} quote sets answered)`,
    );

    for (const reference of answered) {
      expect((await fetch(`${second.url}/api/quotes/${reference}`)).status, reference).toBe(200);
    }
    // Their emails too: those not sent before the crash are sent after it.
    // (The crash may come before the first one is written, and the folder with it.)
    const emailed = () =>
      existsSync(mailDir)
        ? readdirSync(mailDir).map((name) => readFileSync(join(mailDir, name), "utf8"))
        : [];
    for (let waited = 0; waited < 20_000; waited += 200) {
      const mail = emailed().join("\n");
      if (answered.every((reference) => mail.includes(reference))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const mail = emailed().join("\n");
    for (const reference of answered) expect(mail, reference).toContain(reference);

    const third = start(await freePort());
    const code = await new Promise((resolve) => third.child.once("exit", resolve));
    // (It cannot exit before this listens: it opens the database first, after a module load.)
    expect(code).toBe(1);
    expect(third.output.join("")).toContain(`Another process is using the database folder ${dataDir}`);
    expect((await fetch(`${second.url}/api/health/ready`)).status).toBe(200);
  }, 180_000);
});
