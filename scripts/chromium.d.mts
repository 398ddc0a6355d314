// Types of chromium.mjs (plain JavaScript, so apps/web's bench runs it with Node alone).
export const chromiumFlags: string[];
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
