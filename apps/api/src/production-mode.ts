/**
 * Imported first by the service's and the mail worker's entry points, before anything loads
 * React: React picks its build from NODE_ENV when first loaded, and its development build
 * (checks and warnings on every element) made each email's render several times slower. A
 * deployment runs `node dist/server.js` with NODE_ENV unset, so unset means production here;
 * tests (vitest sets "test") and an explicit value are left as they are. Decision 046.
 */
process.env.NODE_ENV ??= "production";
