import { buildSandbox, defaultInsurers, type Sandbox } from "@plummet/insurer-sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helper";

/** The vehicle lookup's real adapter against the sandbox's DVLA-shaped Vehicle Enquiry Service. */
const SECRET = "vehicle lookup test secret, shared";
let sandbox: Sandbox;
let app: TestApp;

beforeAll(async () => {
  // No handovers here: the sandbox is only the vehicle lookup.
  const plummetKeys = async () => {
    throw new Error("this test makes no handover");
  };
  sandbox = await buildSandbox({ insurers: defaultInsurers, secret: SECRET, latencyMs: 0, plummetKeys });
  const url = await sandbox.listen({ host: "127.0.0.1", port: 0 });
  app = await createTestApp({ VEHICLE_LOOKUP_URL: url, VEHICLE_LOOKUP_KEY: SECRET });
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
});

const lookUp = (registration: string, target: TestApp = app) =>
  target.inject({ method: "GET", url: `/api/vehicles/${encodeURIComponent(registration)}` });

describe("GET /api/vehicles/:registration", () => {
  it("answers what the DVLA holds for a registration in any case and spacing, as the quote's choices", async () => {
    const res = await lookUp("pl12 mmt");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      registration: "PL12MMT",
      make: "FORD",
      colour: "BLUE",
      fuelType: "petrol",
      engineCapacity: 999,
      yearOfManufacture: 2012,
    });
    expect((await lookUp("PL21HYB")).json().fuelType).toBe("hybrid");
    expect((await lookUp("PL23EVV")).json().fuelType).toBe("electric");
  });

  it("says so when no vehicle has the registration, and refuses a malformed one", async () => {
    const unknown = await lookUp("PL99ZZZ");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("We couldn't find a vehicle registered PL99ZZZ");
    const malformed = await lookUp("NOT-A-REG!");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain("Enter a registration of 2 to 7 letters and numbers");
  });

  it("answers 503, never 5xx from the lookup itself, when the lookup is down, refuses our key or is not set", async () => {
    const down = await lookUp("PL00ERR");
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(
      "We can't look up vehicles just now. Please enter your vehicle's details yourself.",
    );
    const wrongKey = await createTestApp({
      VEHICLE_LOOKUP_URL: "http://127.0.0.1:9",
      VEHICLE_LOOKUP_KEY: "x",
    });
    try {
      expect((await lookUp("PL12MMT", wrongKey)).statusCode).toBe(503);
    } finally {
      await wrongKey.close();
    }
    const unset = await createTestApp();
    try {
      expect((await lookUp("PL12MMT", unset)).statusCode).toBe(503);
    } finally {
      await unset.close();
    }
  });
});
