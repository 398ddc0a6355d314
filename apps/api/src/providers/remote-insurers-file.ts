import { readFileSync } from "node:fs";
import { insurers as panel } from "@plummet/content/insurers";
import { InsuranceType } from "@plummet/insurer-kit";
import { z } from "zod";

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

/** One insurer of REMOTE_INSURERS_FILE, as written (docs/insurers.md). */
export const RemoteInsurerEntry = z.strictObject({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: "must be 1-40 lower-case letters, digits and hyphens" }),
  name: z.string().trim().min(1, { error: "must not be empty" }).max(80),
  products: z
    .array(InsuranceType)
    .min(1, { error: "must name at least one product" })
    .refine((products) => new Set(products).size === products.length, { error: "names a product twice" }),
  /** Where rating requests are POSTed. */
  endpoint: httpUrl,
  /** Where a visitor who chooses this insurer's quote is sent, with ?handover=<token>. */
  landingUrl: httpUrl,
  /** The environment variable holding this insurer's secret (requests and handovers are signed with it). */
  secretEnv: z
    .string()
    .regex(/^[A-Z_][A-Z0-9_]*$/, { error: "must be an environment variable's name, e.g. MARRAM_SECRET" }),
  /** Optional: the star rating shown on its quotes (0 to 5; 0, the default, shows it as not rated). */
  rating: z.number().min(0).max(5).default(0),
  /** Optional: the protocol version it speaks; 2 is sent the full quote's answers (default 1). */
  protocol: z.union([z.literal(1), z.literal(2)], { error: "must be 1 or 2" }).default(1),
  /** Optional: its product names by product; "<name> Car Insurance" and so on by default. */
  productNames: z.partialRecord(InsuranceType, z.string().trim().min(1).max(80)).default({}),
});
export type RemoteInsurerEntry = z.output<typeof RemoteInsurerEntry>;

/** A remote insurer as the service uses it: its entry and its secret. */
export type RemoteInsurer = Omit<RemoteInsurerEntry, "secretEnv"> & { secretEnv: string; secret: string };

const panelSlugs = new Set(panel.map((insurer) => insurer.slug));

/**
 * Reads and checks REMOTE_INSURERS_FILE. Any problem is one line naming the file's field, e.g.
 * `REMOTE_INSURERS_FILE: [2].endpoint: must be an http:// or https:// URL`.
 */
export function loadRemoteInsurers(file: string, env: NodeJS.ProcessEnv): RemoteInsurer[] {
  const fail = (message: string): never => {
    throw new Error(`REMOTE_INSURERS_FILE: ${message} (in ${file})`);
  };
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    fail(`cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    fail(`is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = z.array(RemoteInsurerEntry).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [index, ...rest] = issue.path;
    const where =
      index === undefined ? "the file" : `[${String(index)}]${rest.map((key) => `.${String(key)}`).join("")}`;
    fail(`${where}: ${issue.message}`);
  }
  const entries = parsed.data ?? [];
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    if (seen.has(entry.slug)) fail(`[${index}].slug: "${entry.slug}" is listed twice`);
    if (panelSlugs.has(entry.slug))
      fail(`[${index}].slug: "${entry.slug}" is a built-in panel insurer's slug`);
    seen.add(entry.slug);
    const secret = env[entry.secretEnv];
    if (!secret) fail(`[${index}].secretEnv: ${entry.secretEnv} is not set`);
    if (secret!.length < 16) fail(`[${index}].secretEnv: ${entry.secretEnv} must be at least 16 characters`);
    return { ...entry, secret: secret! };
  });
}
