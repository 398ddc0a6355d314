import { open, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * Deletes the .eml files (the sent-mail records kept when no SMTP server is set) written before
 * `cutoff`, so a copy of a visitor's email lives no longer than the quote set it is about.
 * Answers how many were deleted; a folder that does not exist yet holds nothing to delete.
 */
export async function purgeMailFolder(folder: string, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (const file of await emlFiles(folder)) {
    const { mtime } = await stat(file);
    if (mtime.getTime() >= cutoff.getTime()) continue;
    await rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}

/** The .eml files in a folder; none when it does not exist yet. */
async function emlFiles(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => name.endsWith(".eml")).map((name) => join(folder, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The addressee of an .eml file, from its headers (the first few KB), lower-cased. */
async function recipient(file: string): Promise<string | undefined> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
    const headers =
      buffer
        .subarray(0, bytesRead)
        .toString("utf8")
        .split(/\r?\n\r?\n/)[0] ?? "";
    const to = /^To: *(.+)$/im.exec(headers)?.[1]?.trim();
    return to?.replace(/^.*<([^>]+)>$/, "$1").toLowerCase();
  } finally {
    await handle.close();
  }
}

/**
 * Deletes every .eml file addressed to `address` (erasure of a visitor's data): the copies of
 * their emails this instance kept. Answers how many were deleted.
 */
export async function eraseFromMailFolder(folder: string, address: string): Promise<number> {
  let deleted = 0;
  for (const file of await emlFiles(folder)) {
    if ((await recipient(file).catch(() => undefined)) !== address) continue;
    await rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}
