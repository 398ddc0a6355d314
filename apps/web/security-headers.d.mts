// Types of security-headers.mjs (plain JavaScript, so server.mjs runs it with Node alone).
import type { IncomingMessage } from "node:http";

export const DEFAULT_API_URL: string;
export const HSTS: string;
export const PERMISSIONS_POLICY: string;
export function inlineScriptHashes(html: string): Set<string>;
export function builtPages(root: string): Array<[string, string]>;
export function buildScriptHashes(root: string): string[];
export function originOf(url: string): string;
export function contentSecurityPolicy(options: {
  apiOrigin: string;
  scriptHashes?: string[];
  https?: boolean;
}): string;
export function securityHeaders(options: {
  apiOrigin: string;
  scriptHashes?: string[];
  https?: boolean;
  emailLink?: boolean;
}): Record<string, string>;
export function isHttps(req: IncomingMessage): boolean;
export function headersFile(options: {
  apiOrigin: string;
  scriptHashes?: string[];
  emailLinkPaths?: string[];
}): string;
