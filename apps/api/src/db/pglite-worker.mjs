// The embedded PostgreSQL (PGlite, WebAssembly) runs in this worker thread, so its CPU work never
// holds up the HTTP event loop. The main thread sends one message per query (see
// pglite-client.ts); this file is plain JavaScript so it loads the same from src/ and dist/.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const { dataDir } = workerData;
const client = new PGlite(dataDir.startsWith("memory://") ? undefined : dataDir);

function toErrorMessage(error) {
  return {
    message: error instanceof Error ? error.message : String(error),
    code: typeof error?.code === "string" ? error.code : undefined,
  };
}

async function handle(message) {
  switch (message.type) {
    case "ready":
      await client.waitReady;
      return undefined;
    case "query": {
      const result = await client.query(message.sql, message.params, {
        rowMode: message.arrayRows ? "array" : "object",
      });
      return result.rows;
    }
    case "copy":
      // exec (the simple query protocol) costs PGlite less per statement than query.
      await client.exec(message.sql, { blob: new Blob([message.data]) });
      return undefined;
    case "batch":
      // Migrations: every statement or none.
      await client.transaction(async (tx) => {
        for (const statement of message.statements) await tx.exec(statement);
      });
      return undefined;
    case "close":
      if (!client.closed) await client.close();
      return undefined;
    default:
      throw new Error(`Unknown message type ${message.type}`);
  }
}

parentPort.on("message", async (message) => {
  try {
    const result = await handle(message);
    parentPort.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: toErrorMessage(error) });
  }
  if (message.type === "close") parentPort.close();
});
