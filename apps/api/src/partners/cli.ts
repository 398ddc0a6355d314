import { loadConfig } from "../config";
import { openConfiguredDatabase } from "../db/configured-database";
import { PartnerStore } from "../db/partner-store";

const USAGE = `Usage:
  partners create "<name>"   make a key for a partner; the key is printed once, never stored
  partners list              every key: id, name, created, revoked
  partners revoke <id>       revoke a key at once (its calls then get 401)`;

/**
 * The partners command: creates, lists and revokes partner API keys in the database the service
 * uses (the same DATABASE_URL or DATA_DIR), applying migrations first. Answers the exit code.
 */
export async function runPartnersCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (command !== "create" && command !== "list" && command !== "revoke") {
    err(USAGE);
    return 2;
  }
  const name = rest.join(" ").trim();
  if ((command === "create" || command === "revoke") && !name) {
    err(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const database = openConfiguredDatabase(config, { poolSize: 1 });
  try {
    await database.ready();
    const store = new PartnerStore(database);
    const now = new Date();
    if (command === "create") {
      const { id, key } = await store.create(name, now);
      out(`id: ${id}`);
      out(`key: ${key}`);
      out("Give the key to the partner now: it is stored only as a hash and cannot be shown again.");
      return 0;
    }
    if (command === "list") {
      const keys = await store.list();
      if (keys.length === 0) out("No partner keys yet.");
      for (const key of keys) {
        const revoked = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : "active";
        out(`${key.id}\t${key.name}\tcreated ${key.createdAt.toISOString()}\t${revoked}`);
      }
      return 0;
    }
    if (await store.revoke(name, now)) {
      out(`revoked: ${name}`);
      return 0;
    }
    err(`No active key has the id ${name}.`);
    return 1;
  } finally {
    await database.close();
  }
}
