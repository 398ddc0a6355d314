import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * Deletes the .eml files (the sent-mail records kept when no SMTP server is set) written before
 * `cutoff`, so a copy of a visitor's email lives no longer than the quote set it is about.
 * Answers how many were deleted; a folder that does not exist yet holds nothing to delete.
 */
export async function purgeMailFolder(folder: string, cutoff: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith(".eml")) continue;
    const file = join(folder, name);
    const { mtime } = await stat(file);
    if (mtime.getTime() >= cutoff.getTime()) continue;
    await rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}
