import { type EmailLinks, linkEmail, type RenderedEmail } from "./email-layout";

/**
 * Asks an address on the suppression list to confirm a new marketing opt-in: the box was ticked
 * on a quote form, but this address had unsubscribed (or its mail was refused), so nothing
 * changes and no other email comes unless its owner confirms here.
 */
export function optInConfirmationEmail(confirmPage: string, links: EmailLinks): RenderedEmail {
  const what =
    "Someone, we hope you, asked for Plummet's emails to this address on our quote form. This address had unsubscribed from our emails, or an earlier email to it could not be delivered, so we have changed nothing and will send nothing more unless you confirm.";
  const confirm =
    "Confirming agrees to marketing emails and lets our emails reach you again, such as copies of the quotes you ask for.";
  const notYou = "If it was not you, ignore this email: you stay unsubscribed and we will not ask again.";
  return linkEmail(
    "Confirm you want Plummet's emails again",
    { before: [what, confirm], action: "Confirm", page: confirmPage, after: [notYou] },
    links,
  );
}
