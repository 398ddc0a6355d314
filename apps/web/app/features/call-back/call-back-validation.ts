// What the call-back form loads when the visitor first needs it (see `call-back-form.tsx`): the
// shared schema (with libphonenumber-js's rules for the UK), the reading of the API's field issues, and zod.
export { CallBackRequest } from "@plummet/contracts";
export { fieldIssues } from "../../lib/api-problem";
