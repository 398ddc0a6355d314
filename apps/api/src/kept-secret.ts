import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A secret made once and kept in the data folder (readable by the service only), so what was
 * signed with it still verifies after a restart. Two processes starting at once read the same one.
 */
export function keptInDataFolder(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, make(), { flag: "wx", mode: 0o600 });
      chmodSync(file, 0o600);
    } catch (error) {
      // Another start made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8");
}
