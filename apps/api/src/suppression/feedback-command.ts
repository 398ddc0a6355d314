import { loadConfig } from "../config";
import { openConfiguredDatabase } from "../db/configured-database";
import type { Database } from "../db/database";
import { SuppressionStore } from "../db/suppression-store";
import { linkKeys } from "../links/link-keys";
import { AddressHasher } from "./address-hash";
import { applyFeedback, parseFeedback } from "./feedback";
import { Suppressions } from "./suppressions";

/** The largest message read: reports are small; a bigger one is not a report. */
const MAX_BYTES = 10 * 1024 * 1024;

async function readAll(input: NodeJS.ReadableStream): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The mail-feedback command (`node dist/mail-feedback.js`): answers its exit code. */
export async function runMailFeedback(options: {
  input: NodeJS.ReadableStream;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}): Promise<number> {
  const { input, args, env, out, err } = options;
  let config: ReturnType<typeof loadConfig>;
  let keys: Buffer[];
  try {
    config = loadConfig(env);
    keys = linkKeys(config);
  } catch (error) {
    err(`mail-feedback: ${(error as Error).message}`);
    return 78;
  }
  const raw = await readAll(input);
  if (!raw) {
    err("mail-feedback: the message is larger than 10 MB; not a delivery report");
    return 65;
  }
  const feedback = await parseFeedback(raw, args[0] ?? env.ORIGINAL_RECIPIENT ?? env.RECIPIENT);
  if (feedback.kind === "unknown") {
    err("mail-feedback: not a delivery-status notification or a complaint report; nothing done");
    return 65;
  }
  let database: Database | undefined;
  try {
    // With embedded PGlite this fails while the service holds the folder: the MTA retries (75).
    database = openConfiguredDatabase(config, { poolSize: 1 });
    const suppressions = new Suppressions(
      new SuppressionStore(database),
      new AddressHasher(keys),
      () => new Date(),
    );
    const added = await applyFeedback(feedback, suppressions);
    // Never an address on the output: counts only, like the service's logs.
    out(
      feedback.kind === "bounce"
        ? `mail-feedback: delivery report, ${feedback.failed.length} failed for good, ${feedback.delayed} not; ${added} newly suppressed`
        : `mail-feedback: complaint (${feedback.feedbackType}); ${added} newly suppressed`,
    );
    return 0;
  } catch (error) {
    err(`mail-feedback: could not record it (${(error as Error).message}); try again later`);
    return 75;
  } finally {
    await database?.close().catch(() => undefined);
  }
}
