import { writeFileSync } from "node:fs";
import { generatedFile, servedDocument, startBuiltService, typesFor } from "./service";

// `pnpm --filter @plummet/client generate`: starts the built quotes service, reads the OpenAPI
// document it serves and writes its types to src/openapi.ts (committed, and checked by a test).
const service = await startBuiltService();
try {
  writeFileSync(generatedFile, await typesFor(await servedDocument(service.url)));
  console.log(`wrote ${generatedFile}`);
} finally {
  await service.stop();
}
