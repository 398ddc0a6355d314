/** Written by scripts/islands-plugin.ts: where the client build put the islands' entry. */
declare module "virtual:islands-script" {
  const script: {
    /** The entry's URL, e.g. "/assets/entry.client-1a2b3c.js". */
    src: string;
    /** The chunks the entry imports at once, to be preloaded with it. */
    preload: string[];
  };
  export default script;
}
