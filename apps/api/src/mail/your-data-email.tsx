import { dateAndTime, type EmailLinks, linkEmail, type RenderedEmail } from "./email-layout";

/** The link to what is held for an address: it works once, until `expiresAt`. */
export function yourDataEmail(viewPage: string, expiresAt: Date, links: EmailLinks): RenderedEmail {
  const until = dateAndTime.format(expiresAt);
  const what = `Someone, we hope you, asked to see what Plummet holds for this email address. This link shows it, lets you download it as JSON and lets you delete it. It works once, until ${until} (UK time).`;
  const notYou =
    "If it was not you, ignore this email: nothing is shown or changed unless the link is opened.";
  return linkEmail(
    "Your data at Plummet: your link",
    { before: [what], action: "See your data", page: viewPage, after: [notYou] },
    links,
  );
}
