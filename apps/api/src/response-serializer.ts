import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { z } from "zod";

/**
 * Writes each answer with fast-json-stringify from its response schema's JSON Schema (made once
 * per route from the zod contract) instead of validating, with zod, every answer the service
 * built itself: a 25-quote set is about 40 KB, and checking it cost more than pricing it. The
 * schema still decides what goes out: a field it does not declare is never written.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  serializerFor(schema);

/** A contract's JSON writer (fast-json-stringify), for answers Fastify does not write itself (events). */
export function serializerFor<T>(schema: z.core.$ZodType<T>): (value: T) => string {
  return fastJson(
    z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" }) as never,
  );
}
