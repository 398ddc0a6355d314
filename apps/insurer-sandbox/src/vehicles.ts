import type { FastifyInstance } from "fastify";

/**
 * The DVLA Vehicle Enquiry Service's API, for a fixed set of fictional registrations: the same
 * request (`POST /vehicle-enquiry/v1/vehicles`, `x-api-key`, `{"registrationNumber"}`) and the same
 * answers (200 with the vehicle, 404 and 400 with the DVLA's `errors` shape), so the quotes
 * service's lookup is tested with its real adapter. The API key is the sandbox's secret.
 * PL00ERR answers 500, as the DVLA's service does when it is down.
 */
export const sandboxVehicles: Readonly<Record<string, Record<string, string | number>>> = {
  PL12MMT: { make: "FORD", colour: "BLUE", fuelType: "PETROL", engineCapacity: 999, yearOfManufacture: 2012 },
  PL19DSL: {
    make: "VAUXHALL",
    colour: "RED",
    fuelType: "DIESEL",
    engineCapacity: 1598,
    yearOfManufacture: 2019,
  },
  PL21HYB: {
    make: "TOYOTA",
    colour: "SILVER",
    fuelType: "HYBRID ELECTRIC",
    engineCapacity: 1798,
    yearOfManufacture: 2021,
  },
  PL23EVV: {
    make: "NISSAN",
    colour: "WHITE",
    fuelType: "ELECTRICITY",
    engineCapacity: 0,
    yearOfManufacture: 2023,
  },
  PL68VAN: {
    make: "FORD",
    colour: "WHITE",
    fuelType: "DIESEL",
    engineCapacity: 1995,
    yearOfManufacture: 2018,
  },
  PL70BKE: {
    make: "HONDA",
    colour: "BLACK",
    fuelType: "PETROL",
    engineCapacity: 649,
    yearOfManufacture: 2020,
  },
};

const dvlaError = (status: number, title: string, detail: string) => ({
  errors: [{ status: String(status), code: String(status), title, detail }],
});

export function vehicleEnquiryRoutes(app: FastifyInstance, apiKey: string): void {
  app.post<{ Body: string }>("/vehicle-enquiry/v1/vehicles", async (request, reply) => {
    if (request.headers["x-api-key"] !== apiKey) {
      return reply.code(403).send({ message: "Forbidden" });
    }
    let registration: unknown;
    try {
      registration = (JSON.parse(request.body) as { registrationNumber?: unknown }).registrationNumber;
    } catch {
      registration = undefined;
    }
    if (typeof registration !== "string" || !/^[A-Z0-9]{2,7}$/.test(registration)) {
      return reply
        .code(400)
        .send(dvlaError(400, "Bad Request", "Invalid format for field - vehicle registration number"));
    }
    if (registration === "PL00ERR") {
      return reply.code(500).send(dvlaError(500, "Internal Server Error", "System error occurred"));
    }
    const vehicle = sandboxVehicles[registration];
    if (!vehicle)
      return reply.code(404).send(dvlaError(404, "Vehicle Not Found", "Record for vehicle not found"));
    return { registrationNumber: registration, taxStatus: "Taxed", motStatus: "Valid", ...vehicle };
  });
}
