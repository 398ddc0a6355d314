/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The quotes service's address, when not http://localhost:3001. */
  readonly VITE_API_URL?: string;
  /** "off" for a deployment whose insurers are real: the site then does not say its panel is a demonstration. */
  readonly PANEL_DISCLOSURE?: string;
  /** The firm's real details as JSON (lib/firm.ts); unset, the site shows placeholders and says it is a demonstration. */
  readonly PLUMMET_FIRM?: string;
}
