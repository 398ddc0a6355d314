import { runPartnersCommand } from "./cli";

// `pnpm --filter @plummet/api partners <create|list|revoke>` (from source), or `node dist/partners.js ...`.
try {
  process.exitCode = await runPartnersCommand(
    process.argv.slice(2),
    process.env,
    (line) => console.log(line),
    (line) => console.error(line),
  );
} catch (error) {
  console.error(`partners: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
