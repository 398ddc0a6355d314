import { z } from "zod/mini";

/** GET /api/vehicles/{registration}: what the DVLA holds for a registration, for the full quote. */

export const vehicleMessages = {
  registration: "Enter a registration of 2 to 7 letters and numbers, for example AB12 CDE",
} as const;

/** A registration in any case and spacing, normalised to capitals without spaces. */
export const VehicleLookupParams = z.object({
  registration: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.replace(/\s+/g, "").toUpperCase()),
    ),
    z.string().check(z.regex(/^[A-Z0-9]{2,7}$/, { error: vehicleMessages.registration })),
  ),
});

export const VehicleLookupResponse = z
  .object({
    registration: z
      .string()
      .register(z.globalRegistry, { description: "The registration, normalised, e.g. AB12CDE" }),
    make: z.string().register(z.globalRegistry, { description: "The make, e.g. FORD" }),
    colour: z.optional(z.string()),
    fuelType: z.enum(["petrol", "diesel", "hybrid", "electric"]).register(z.globalRegistry, {
      description: "As the full quote's fuel question's choices",
    }),
    engineCapacity: z.optional(z.number()).register(z.globalRegistry, { description: "In cc" }),
    yearOfManufacture: z.optional(z.number()),
  })
  .register(z.globalRegistry, { id: "Vehicle" });
export type VehicleLookupResponse = z.infer<typeof VehicleLookupResponse>;
