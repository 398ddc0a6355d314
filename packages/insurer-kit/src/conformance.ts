import {
  type Answer,
  answerProblems,
  PROTOCOL_VERSION,
  PROTOCOL_VERSION_2,
  type ProtocolVersion,
  RatingAnswer,
  type RatingRequest,
} from "./schemas";
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
  /** The protocol version the endpoint speaks (default 1); version 2 is sent the full answers. */
  protocol?: ProtocolVersion;
}

export interface ConformanceReport {
  /** One line per problem found; empty when the endpoint conforms. */
  findings: string[];
  /** The checks that ran. */
  checks: string[];
}

type Sample = Omit<RatingRequest, "protocol" | "quoteId" | "deadline"> & {
  product: { answers?: Record<string, Answer> };
};

/** Requests a well-behaved endpoint must answer with a well-formed price or decline. */
const sampleRequests: Sample[] = [
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

const isoDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

/** A full car quote as version 2 sends it: a driver of 35 with a clean record. */
const cleanCarAnswers: Record<string, Answer> = {
  make: "Ford",
  model: "Focus",
  fuelType: "petrol",
  engineCapacity: 999,
  yearOfManufacture: 2018,
  vehicleValue: "7501-15000",
  classOfUse: "commuting",
  annualMileage: "8001-12000",
  keptOvernight: "driveway",
  dateOfBirth: isoDay(-35 * 365 - 30),
  occupation: "teacher",
  licenceType: "full-uk",
  licenceYears: 12,
  noClaimsYears: "5",
  protectedNoClaims: "no",
  claims: "0",
  hasConvictions: "no",
  addOtherDrivers: "no",
  voluntaryExcess: "250",
  startDate: isoDay(14),
};

const carV2 = sampleRequests[0]!;
/** Version 2's samples: the clean record, then the same driver with a speeding conviction. */
const sampleRequestsV2: Sample[] = [
  { ...carV2, product: { ...carV2.product, answers: cleanCarAnswers } },
  {
    ...carV2,
    product: {
      ...carV2.product,
      answers: {
        ...cleanCarAnswers,
        hasConvictions: "yes",
        convictions: [{ code: "SP30", date: isoDay(-300), points: 3, banMonths: 0 }],
      },
    },
  },
  {
    ...carV2,
    product: {
      ...carV2.product,
      answers: {
        ...cleanCarAnswers,
        hasConvictions: "yes",
        convictions: [{ code: "DR10", date: isoDay(-500), points: 0, banMonths: 12 }],
      },
    },
  },
  ...sampleRequests.slice(1),
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

function requestFor(sample: Sample, deadlineMs: number, protocol: ProtocolVersion = 1): RatingRequest {
  const common = {
    quoteId: newQuoteId(),
    deadline: new Date(Date.now() + deadlineMs).toISOString(),
    ...sample,
  };
  if (protocol === 1) {
    const { answers: _answers, ...product } = sample.product;
    return { ...common, protocol: PROTOCOL_VERSION, product };
  }
  return {
    ...common,
    protocol: PROTOCOL_VERSION_2,
    product: { ...sample.product, answers: sample.product.answers ?? {} },
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

  const protocol = options.protocol ?? 1;
  const samples = protocol === 2 ? sampleRequestsV2 : sampleRequests;
  const answered = new Map<Sample, RatingAnswer>();
  for (const sample of samples) {
    const convictions = sample.product.answers?.convictions;
    const history = Array.isArray(convictions)
      ? `, conviction ${convictions.map((item) => item.code).join(" ")}`
      : "";
    await check(
      `answers ${sample.insuranceType} (${sample.coverageAmount}, age ${sample.applicant.age}${protocol === 2 ? `, protocol 2${history}` : ""})`,
      async () => {
        const request = requestFor(sample, deadlineMs, protocol);
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
        answered.set(sample, parsed.data);
        return [...problems, ...answerProblems(request, parsed.data)];
      },
    );
  }
  if (protocol === 2) {
    await check("prices a conviction no lower than a clean record (protocol 2)", async () => {
      const [clean, speeding, drink] = samples.map((sample) => answered.get(sample));
      const problems: string[] = [];
      for (const [name, worse] of [
        ["SP30", speeding],
        ["DR10", drink],
      ] as const) {
        if (
          clean?.outcome === "price" &&
          worse?.outcome === "price" &&
          worse.annualPrice < clean.annualPrice
        ) {
          problems.push(
            `${name} priced at £${worse.annualPrice}, below the clean record's £${clean.annualPrice}`,
          );
        }
      }
      return problems;
    });
  }

  const refused = (
    name: string,
    headers: (body: string) => Record<string, string>,
    alter?: (body: string) => string,
  ) =>
    check(name, async () => {
      const body = JSON.stringify(requestFor(samples[0]!, deadlineMs, protocol));
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
