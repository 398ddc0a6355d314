import { type Attachment, simpleParser } from "mailparser";
import { isAddressHash } from "./address-hash";
import type { Suppressions } from "./suppressions";

/** What a message that reached the return path says, and which recipients it is about. */
export type Feedback =
  /** A delivery-status notification (RFC 3464): the recipients it says failed for good. */
  | { kind: "bounce"; failed: string[]; delayed: number; tag?: string }
  /** A complaint (ARF, RFC 5965): the recipient who reported the email. */
  | { kind: "complaint"; recipients: string[]; feedbackType: string; tag?: string }
  /** Neither: nothing to act on. */
  | { kind: "unknown" };

/**
 * The field groups of a `message/delivery-status` or `message/feedback-report` body: header-like
 * `Name: value` lines (continuations unfolded), groups separated by blank lines (RFC 3464
 * section 2.1: the per-message fields, then one group per recipient).
 */
export function fieldGroups(body: string): Array<Map<string, string[]>> {
  const groups: Array<Map<string, string[]>> = [];
  for (const block of body.replace(/\r\n/g, "\n").split(/\n[ \t]*\n/)) {
    const fields = new Map<string, string[]>();
    for (const line of block.replace(/\n[ \t]+/g, " ").split("\n")) {
      const colon = line.indexOf(":");
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      fields.set(name, [...(fields.get(name) ?? []), line.slice(colon + 1).trim()]);
    }
    if (fields.size > 0) groups.push(fields);
  }
  return groups;
}

/** The address of a `rfc822; someone@example.com` field (Final-Recipient, Original-Rcpt-To may omit the type). */
function addressOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const semi = value.indexOf(";");
  const address = (semi >= 0 ? value.slice(semi + 1) : value).trim().replace(/^<|>$/g, "");
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address.toLowerCase() : undefined;
}

/** A VERP tag (the recipient's keyed hash) in a return-path address: `bounces+<hash>@…`. */
export function verpTag(address: string | undefined): string | undefined {
  const tag = /\+([0-9a-f]{40})@/i.exec(address ?? "")?.[1]?.toLowerCase();
  return tag && isAddressHash(tag) ? tag : undefined;
}

const text = (attachment: Attachment) => attachment.content.toString("utf8");

/** The first header block of an attached original message (message/rfc822 or text/rfc822-headers). */
function originalHeaders(attachments: readonly Attachment[]): Map<string, string[]> | undefined {
  const original = attachments.find(
    (part) => part.contentType === "message/rfc822" || part.contentType === "text/rfc822-headers",
  );
  if (!original) return undefined;
  const head = text(original).replace(/\r\n/g, "\n").split(/\n\n/)[0] ?? "";
  return fieldGroups(head)[0];
}

/**
 * Reads one raw message as it reached the return-path mailbox, with mailparser: a DSN (a
 * `multipart/report` with a `message/delivery-status` part) or an ARF complaint (a
 * `message/feedback-report` part). `envelopeRecipient` is where the MTA delivered it (its VERP
 * tag, when present, names the recipient of the email that bounced).
 */
export async function parseFeedback(raw: Buffer | string, envelopeRecipient?: string): Promise<Feedback> {
  const mail = await simpleParser(raw, { keepDeliveryStatus: true, skipHtmlToText: true });
  const attachments = mail.attachments ?? [];
  const delivered = [
    envelopeRecipient,
    ...[mail.headers.get("delivered-to"), mail.headers.get("x-original-to")].flatMap((value) =>
      typeof value === "string" ? [value] : [],
    ),
    ...(Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
      to.value.map((address) => address.address ?? ""),
    ),
  ];
  const original = originalHeaders(attachments);
  const tag = delivered.map(verpTag).find(Boolean) ?? verpTag(addressOf(original?.get("return-path")?.[0]));

  const report = attachments.find((part) => part.contentType === "message/feedback-report");
  if (report) {
    const [fields = new Map<string, string[]>()] = fieldGroups(text(report));
    const named = (fields.get("original-rcpt-to") ?? []).map(addressOf);
    const fromOriginal = (original?.get("to") ?? []).flatMap((value) =>
      value.split(",").map((part) => addressOf(/<([^>]+)>/.exec(part)?.[1] ?? part)),
    );
    const recipients = [...named, ...(named.some(Boolean) ? [] : fromOriginal)].filter(
      (address): address is string => address !== undefined,
    );
    return {
      kind: "complaint",
      recipients: [...new Set(recipients)],
      feedbackType: (fields.get("feedback-type")?.[0] ?? "abuse").toLowerCase(),
      tag,
    };
  }

  const status = attachments.find((part) => part.contentType === "message/delivery-status");
  if (status) {
    const [, ...perRecipient] = fieldGroups(text(status));
    const failed: string[] = [];
    let delayed = 0;
    for (const fields of perRecipient) {
      const action = fields.get("action")?.[0]?.toLowerCase();
      const code = fields.get("status")?.[0] ?? "";
      const recipient = addressOf(
        fields.get("final-recipient")?.[0] ?? fields.get("original-recipient")?.[0],
      );
      // Failed for good: "failed" with a permanent (5.x.x) status. Delays and 4.x.x are retried by the sender's MTA.
      if (action === "failed" && /^5\./.test(code) && recipient) failed.push(recipient);
      else delayed += 1;
    }
    return { kind: "bounce", failed: [...new Set(failed)], delayed, tag };
  }
  return { kind: "unknown" };
}

/**
 * Suppresses the recipients a report is about: "bounce" for a permanent failure, "complaint" for
 * a complaint. When the report reached a VERP return path, its tag decides: only the recipient
 * whose keyed hash it is gets suppressed (by the tag itself, even when the report names no
 * address or a forwarded one), so a forged report naming someone else changes nothing. Answers
 * how many entries were new.
 */
export async function applyFeedback(
  feedback: Feedback,
  suppressions: Pick<Suppressions, "suppressHash" | "hasher">,
): Promise<number> {
  if (feedback.kind === "unknown") return 0;
  const [reason, addresses] =
    feedback.kind === "bounce"
      ? (["bounce", feedback.failed] as const)
      : (["complaint", feedback.recipients] as const);
  if (feedback.kind === "bounce" && addresses.length === 0) return 0;
  const hashes = feedback.tag
    ? [feedback.tag]
    : addresses.map((address) => suppressions.hasher.hash(address));
  let added = 0;
  for (const hash of new Set(hashes)) if (await suppressions.suppressHash(hash, reason)) added += 1;
  return added;
}
