/**
 * Whether the site says its insurers and prices are a demonstration panel: on unless the build
 * was made with `PANEL_DISCLOSURE=off` (the same setting the quotes service reads for its emails),
 * for a deployment whose insurers are real.
 */
export const demonstrationPanel: boolean = import.meta.env.PANEL_DISCLOSURE !== "off";
