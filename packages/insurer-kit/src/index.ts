export { type ConformanceOptions, type ConformanceReport, runConformance } from "./conformance";
export {
  createLocalJWKSet,
  createRemoteJWKSet,
  HANDOVER_ALG,
  HANDOVER_ISSUER,
  HANDOVER_TYPE,
  type HandoverCheck,
  HandoverClaims,
  type HandoverSigningKey,
  type JWTVerifyGetKey,
  signHandover,
  type VerifyHandoverOptions,
  verifyHandover,
} from "./handover";
export { protocolOpenApi } from "./openapi";
export * from "./schemas";
export {
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  type SignatureCheck,
  signRequest,
  verifyRequest,
} from "./signature";
