#!/usr/bin/env node
import { parseArgs } from "node:util";
import { runConformance } from "./conformance";

const usage =
  "Usage: plummet-insurer-conformance --url <endpoint> --secret <secret> [--deadline-ms 2000] [--protocol 1|2]";

function main(): Promise<number> | number {
  // pnpm passes a leading "--" through to the script.
  const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === "--"));
  let values: { url?: string; secret?: string; "deadline-ms"?: string; protocol?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        url: { type: "string" },
        secret: { type: "string" },
        "deadline-ms": { type: "string" },
        protocol: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const secret = values.secret ?? process.env.PLUMMET_INSURER_SECRET;
  if (!values.url || !secret) {
    console.error(`--url and --secret (or PLUMMET_INSURER_SECRET) are required\n${usage}`);
    return 2;
  }
  const deadlineMs = values["deadline-ms"] ? Number(values["deadline-ms"]) : undefined;
  if (values.protocol !== undefined && values.protocol !== "1" && values.protocol !== "2") {
    console.error(`--protocol must be 1 or 2\n${usage}`);
    return 2;
  }
  const protocol = values.protocol === "2" ? 2 : 1;
  return runConformance({ url: values.url, secret, deadlineMs, protocol }).then(({ findings, checks }) => {
    for (const finding of findings) console.log(finding);
    if (findings.length === 0)
      console.error(`conforms: ${checks.length} checks passed against ${values.url}`);
    else console.error(`${findings.length} finding(s) in ${checks.length} checks against ${values.url}`);
    return findings.length === 0 ? 0 : 1;
  });
}

const code = await main();
process.exitCode = code;
