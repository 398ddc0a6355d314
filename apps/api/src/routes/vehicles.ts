import { VehicleLookupParams, VehicleLookupResponse } from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { VehicleLookup } from "../vehicles/vehicle-lookup";
import { errorResponses } from "./error-responses";

export const vehicleRoutes: FastifyPluginAsyncZod<{ vehicles: VehicleLookup }> = async (
  app,
  { vehicles },
) => {
  app.get(
    "/api/vehicles/:registration",
    {
      config: { rateLimit: {} },
      schema: {
        operationId: "lookUpVehicle",
        tags: ["quotes"],
        summary: "Look up a vehicle by its registration",
        description:
          "The make, colour, fuel, engine size and year of manufacture the DVLA holds for a registration " +
          "(any case and spacing), for the full quote's vehicle questions. The DVLA gives no model. 404 when no " +
          "vehicle has the registration; 503 when the lookup is not configured or not answering, when the " +
          "vehicle can be entered by hand.",
        params: VehicleLookupParams,
        response: { 200: VehicleLookupResponse, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request) => vehicles.find(request.params.registration),
  );
};
