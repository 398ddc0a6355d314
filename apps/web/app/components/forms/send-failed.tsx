import { site } from "@plummet/content/site";
import { Callout } from "@plummet/ui/callout";
import { TextLink } from "@plummet/ui/link";

/** A form's send failed (network, server or the schema not loading): say so, keep the form, offer email. */
export function SendFailed({ what }: { what: string }) {
  return (
    <Callout tone="warning" title={`Sorry, your ${what} could not be sent`} role="alert">
      Nothing you typed has been lost: please check the form and try again in a moment. If it keeps happening,
      email us at{" "}
      <TextLink href={`mailto:${site.contact.supportEmail}`}>{site.contact.supportEmail}</TextLink>.
    </Callout>
  );
}
