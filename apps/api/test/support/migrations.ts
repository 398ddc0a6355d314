import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrationsFolder } from "../../src/db/paths";

/** A copy of the migrations folder as it was at migration `upTo` (its journal cut after that entry). */
export function migrationsUpTo(upTo: number): string {
  const folder = mkdtempSync(join(tmpdir(), "plummet-migrations-"));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= upTo);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}
