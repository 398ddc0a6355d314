// What the sign-in form loads when the visitor first needs it (see `sign-in-panel.tsx`): the
// shared schema, and zod with it.
export { AccountLinkRequest } from "@plummet/contracts";
