import { QueryProvider } from "../../lib/query-provider";
import { ContactForm } from "./contact-form";

/** The contact form with its query client; loaded on its own (see routes/contact.tsx). */
export function ContactFeature() {
  return (
    <QueryProvider>
      <ContactForm />
    </QueryProvider>
  );
}
