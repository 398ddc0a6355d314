// What the contact form loads when the visitor first needs it (see `contact-form.tsx`): the shared
// schema, the reading of the API's field issues, and zod with them.
export { ContactRequest } from "@plummet/contracts";
export { fieldIssues } from "../../lib/api-problem";
