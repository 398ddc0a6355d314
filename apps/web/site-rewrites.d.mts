// Types of site-rewrites.mjs (plain JavaScript, so server.mjs runs it with Node alone).
export function shellFor(pathname: string): string | undefined;
