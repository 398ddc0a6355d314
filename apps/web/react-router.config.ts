import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-paths";

// Every page is prerendered to static HTML; there is no server rendering at request time.
export default {
  ssr: false,
  prerender: () => prerenderPaths,
} satisfies Config;
