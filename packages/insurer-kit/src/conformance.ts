import { answerProblems, PROTOCOL_VERSION, RatingAnswer, type RatingRequest } from "./schemas";
import { SIGNATURE_HEADER, signRequest } from "./signature";

export interface ConformanceOptions {
  /** The insurer's rating endpoint, as Plummet would call it. */
  url: string;
  /** The secret Plummet signs with for this insurer. */
  secret: string;
  /** The deadline given in each request, in milliseconds from sending (default 2000). */
  deadlineMs?: number;
  /** Called as each check ends, for progress output. */
  onCheck?: (check: string, findings: string[]) => void;
}

export interface ConformanceReport {
  /** One line per problem found; empty when the endpoint conforms. */
  findings: string[];
  /** The checks that ran. */
  checks: string[];
}

/** Requests a well-behaved endpoint must answer with a well-formed price or decline. */
const sampleRequests: Array<Omit<RatingRequest, "protocol" | "quoteId" | "deadline">> = [
  {
    insuranceType: "car",
    coverageAmount: "standard",
    applicant: { age: 35, postcode: "M1 1AE" },
    product: {
      details: { noClaimsYears: "5", vehicleValue: "5000-10000", annualMileage: "5000-10000" },
      features: [
        { feature: "courtesy-car", name: "Courtesy car" },
        { feature: "windscreen", name: "Windscreen cover" },
        { feature: "legal-expenses", name: "Motor legal expenses" },
      ],
    },
  },
  {
    insuranceType: "home",
    coverageAmount: "basic",
    applicant: { age: 72, postcode: "SW1A 1AA" },
    product: {
      details: { propertyType: "flat", bedrooms: "2" },
      features: [
        { feature: "buildings", name: "Buildings cover" },
        { feature: "contents", name: "Contents cover" },
      ],
    },
  },
  {
    insuranceType: "travel",
    coverageAmount: "comprehensive",
    applicant: { age: 19, postcode: "EH1 1YZ" },
    product: { details: {}, features: [{ feature: "medical", name: "Emergency medical expenses" }] },
  },
  {
    insuranceType: "life",
    coverageAmount: "standard",
    applicant: { age: 90, postcode: "GY1 1AA" },
    product: { details: { smoker: "no" }, features: [] },
  },
];

let counter = 0;
const newQuoteId = () => `CONF-${Date.now().toString(36).toUpperCase()}-${(counter++).toString(36)}-probe`;

interface Sent {
  status?: number;
  contentType?: string;
  text?: string;
  elapsedMs: number;
  error?: string;
}

async function send(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Sent> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      text,
      elapsedMs: performance.now() - started,
    };
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { elapsedMs: performance.now() - started, error: cause };
  }
}

function requestFor(sample: (typeof sampleRequests)[number], deadlineMs: number): RatingRequest {
  return {
    protocol: PROTOCOL_VERSION,
    quoteId: newQuoteId(),
    deadline: new Date(Date.now() + deadlineMs).toISOString(),
    ...sample,
  };
}

/**
 * Checks an insurer's endpoint against the protocol: every sample request is answered in time
 * with a well-formed price or decline for the same quote id, and requests that are unsigned,
 * signed with another secret, stale, or altered after signing are refused with 401 or 403.
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const deadlineMs = options.deadlineMs ?? 2_000;
  const findings: string[] = [];
  const checks: string[] = [];
  const check = async (name: string, run: () => Promise<string[]>) => {
    checks.push(name);
    const found = await run();
    for (const problem of found) findings.push(`${name}: ${problem}`);
    options.onCheck?.(name, found);
  };

  for (const sample of sampleRequests) {
    await check(
      `answers ${sample.insuranceType} (${sample.coverageAmount}, age ${sample.applicant.age})`,
      async () => {
        const request = requestFor(sample, deadlineMs);
        const body = JSON.stringify(request);
        const sent = await send(
          options.url,
          body,
          { [SIGNATURE_HEADER]: signRequest(body, options.secret) },
          deadlineMs + 1_000,
        );
        if (sent.error) return [`no answer (${sent.error})`];
        const problems: string[] = [];
        if (sent.elapsedMs > deadlineMs) {
          problems.push(
            `answered after the deadline (${Math.round(sent.elapsedMs)} ms, deadline ${deadlineMs} ms)`,
          );
        }
        if (sent.status !== 200) return [...problems, `status ${sent.status}, expected 200`];
        if (!sent.contentType?.startsWith("application/json")) {
          problems.push(`content-type "${sent.contentType}", expected application/json`);
        }
        let json: unknown;
        try {
          json = JSON.parse(sent.text ?? "");
        } catch {
          return [...problems, "the body is not JSON"];
        }
        const parsed = RatingAnswer.safeParse(json);
        if (!parsed.success) {
          return [
            ...problems,
            ...parsed.error.issues.map((issue) => `${issue.path.join(".") || "answer"}: ${issue.message}`),
          ];
        }
        return [...problems, ...answerProblems(request, parsed.data)];
      },
    );
  }

  const refused = (
    name: string,
    headers: (body: string) => Record<string, string>,
    alter?: (body: string) => string,
  ) =>
    check(name, async () => {
      const body = JSON.stringify(requestFor(sampleRequests[0]!, deadlineMs));
      const signedHeaders = headers(body);
      const sent = await send(options.url, alter ? alter(body) : body, signedHeaders, deadlineMs + 1_000);
      if (sent.error) return [`no answer (${sent.error})`];
      if (sent.status === 401 || sent.status === 403) return [];
      return [`status ${sent.status}, expected 401 or 403`];
    });

  await refused("refuses an unsigned request", () => ({}));
  await refused("refuses a request signed with another secret", (body) => ({
    [SIGNATURE_HEADER]: signRequest(body, `${options.secret}-not-it`),
  }));
  await refused("refuses a signature older than 5 minutes", (body) => ({
    [SIGNATURE_HEADER]: signRequest(body, options.secret, new Date(Date.now() - 6 * 60 * 1000)),
  }));
  await refused(
    "refuses a body altered after signing",
    (body) => ({ [SIGNATURE_HEADER]: signRequest(body, options.secret) }),
    (body) => body.replace('"age":35', '"age":36'),
  );
  await refused("refuses a malformed signature header", () => ({ [SIGNATURE_HEADER]: "t=abc,v1=zz" }));

  return { findings, checks };
}
