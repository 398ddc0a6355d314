// Writes the protocol's OpenAPI document beside the build (dist/openapi.json), from the zod schemas.
import { writeFileSync } from "node:fs";
import { protocolOpenApi } from "../dist/index.js";

writeFileSync(
  new URL("../dist/openapi.json", import.meta.url),
  `${JSON.stringify(protocolOpenApi(), null, 2)}\n`,
);
