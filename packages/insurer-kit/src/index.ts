export { type ConformanceOptions, type ConformanceReport, runConformance } from "./conformance";
export { type HandoverCheck, HandoverClaims, signHandover, verifyHandover } from "./handover";
export { protocolOpenApi } from "./openapi";
export * from "./schemas";
export {
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  type SignatureCheck,
  signRequest,
  verifyRequest,
} from "./signature";
