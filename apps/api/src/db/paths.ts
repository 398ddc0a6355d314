import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The package folder (apps/api), found from this module whether it runs from `src/` (tests, tsx)
 * or bundled into `dist/`, and whatever the working directory is.
 */
export function packageRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, "package.json"))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error("Could not find the @plummet/api package folder");
    folder = parent;
  }
  return folder;
}

/** The versioned migrations written by drizzle-kit (`drizzle/`, committed). */
export function migrationsFolder(): string {
  return join(packageRoot(), "drizzle");
}
