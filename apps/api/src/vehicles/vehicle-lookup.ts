import type { VehicleLookupResponse } from "@plummet/contracts";
import { request } from "undici";
import { HttpError } from "../http-error";

/**
 * The vehicle lookup: asks a service speaking the DVLA Vehicle Enquiry Service's API
 * (`POST /vehicle-enquiry/v1/vehicles` with `x-api-key` and `{"registrationNumber": "AB12CDE"}`)
 * for the make, colour, fuel, engine size and year of a registration. The DVLA gives no model, so
 * the visitor picks it; entering the whole vehicle by hand is always possible.
 */
export interface VehicleLookupOptions {
  /** The service's base address (VEHICLE_LOOKUP_URL); unset: no lookup. */
  url?: string;
  key?: string;
  timeoutMs?: number;
}

/** The DVLA's answer, as far as the quote uses it. */
interface DvlaVehicle {
  registrationNumber?: string;
  make?: string;
  colour?: string;
  fuelType?: string;
  engineCapacity?: number;
  yearOfManufacture?: number;
}

export const vehicleLookupMessages = {
  unavailable: "We can't look up vehicles just now. Please enter your vehicle's details yourself.",
  notFound: (registration: string) =>
    `We couldn't find a vehicle registered ${registration}. Check the registration, or enter the vehicle's details yourself.`,
} as const;

/** The DVLA's fuel words as the quote's fuel choices. */
function fuelOf(fuel: string | undefined): VehicleLookupResponse["fuelType"] {
  const words = (fuel ?? "").toUpperCase();
  if (words.includes("HYBRID")) return "hybrid";
  if (words.includes("ELECTRIC")) return "electric";
  if (words.includes("DIESEL")) return "diesel";
  return "petrol";
}

export class VehicleLookup {
  constructor(private readonly options: VehicleLookupOptions) {}

  /** The vehicle with this registration (normalised: capitals, no spaces); 404 unknown, 503 when the lookup is down. */
  async find(registration: string): Promise<VehicleLookupResponse> {
    const { url, key, timeoutMs = 3_000 } = this.options;
    if (!url || !key) throw new HttpError(503, vehicleLookupMessages.unavailable);
    let response: Awaited<ReturnType<typeof request>>;
    try {
      response = await request(new URL("/vehicle-enquiry/v1/vehicles", url), {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key, accept: "application/json" },
        body: JSON.stringify({ registrationNumber: registration }),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch {
      throw new HttpError(503, vehicleLookupMessages.unavailable);
    }
    const body = (await response.body.json().catch(() => undefined)) as DvlaVehicle | undefined;
    if (response.statusCode === 404) throw new HttpError(404, vehicleLookupMessages.notFound(registration));
    if (response.statusCode !== 200 || !body?.make)
      throw new HttpError(503, vehicleLookupMessages.unavailable);
    return {
      registration,
      make: body.make,
      ...(body.colour && { colour: body.colour }),
      fuelType: fuelOf(body.fuelType),
      ...(typeof body.engineCapacity === "number" && { engineCapacity: body.engineCapacity }),
      ...(typeof body.yearOfManufacture === "number" && { yearOfManufacture: body.yearOfManufacture }),
    };
  }
}
