import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * What the journeys' Playwright configs share: each run's own folder for the servers' data, and
 * the API's settings when the run is on ports other than 3000 and 3001.
 */

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * This run's folder, `<tmp>/<prefix><runner's pid>`: set once in `env` by the runner and inherited
 * by its workers, so journeys can read what the API wrote there. The runner (not its workers) also
 * clears the folders of earlier runs whose process has ended.
 */
export function runFolder(prefix: string, env: string): string {
  const folder = process.env[env] ?? path.join(tmpdir(), `${prefix}${process.pid}`);
  process.env[env] = folder;
  if (!process.env.TEST_WORKER_INDEX) {
    for (const name of readdirSync(tmpdir())) {
      const pid = Number(name.slice(prefix.length));
      if (name.startsWith(prefix) && Number.isInteger(pid) && !isRunning(pid))
        rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
    }
  }
  return folder;
}

/** The API's addresses when the site and the API are not on 3000 and 3001 (another run has them). */
export function otherPortsEnv(sitePort: string, apiPort: string): Record<string, string> {
  return sitePort === "3000" && apiPort === "3001"
    ? {}
    : {
        SITE_URL: `http://localhost:${sitePort}`,
        PUBLIC_API_URL: `http://localhost:${apiPort}`,
        CORS_ORIGINS: `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
        // Another run has the metrics port: this one goes without.
        METRICS_PORT: "off",
      };
}
