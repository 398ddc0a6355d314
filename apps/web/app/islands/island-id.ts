import type { IslandName } from "./registry";

/** The prefix of an island's `useId` ids, on the server and in the browser alike. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;
