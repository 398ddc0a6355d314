import { MailCheck } from "lucide-react";
import { answerOf, api } from "../../lib/api";
import { OneClickForm } from "./one-click-form";

/** The /confirm-emails page's island (islands/registry.ts): one button, posting the email's token. */
export function ConfirmEmails({ tokenPattern }: { tokenPattern: string }) {
  return (
    <OneClickForm
      tokenPattern={tokenPattern}
      path="/api/email-preferences/confirm"
      post={(token) => answerOf(api.POST("/api/email-preferences/confirm", { body: { token } }))}
      label="Confirm our emails"
      missing="Use the Confirm link in the email we sent you: it carries a code that says which address to confirm. If the link is split over two lines, copy all of it into your browser."
      next="Tick the box for our emails on a new quote to get a new link, or contact us."
      button={{ icon: MailCheck, idle: "Confirm", busy: "Confirming..." }}
      done="Our emails will reach you again"
    />
  );
}
