// What the contact form loads when the visitor first needs it (see `contact-form.tsx`): the shared
// schema, the API's error shape, and zod with them.
export { ContactRequest } from "@plummet/contracts";
export { fieldIssues } from "./api-issues";
