import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on every email we send. */
  headers?: Record<string, string>;
  /** The SMTP envelope: its sender is the return path bounces go to (MAIL_RETURN_PATH). */
  envelope?: { from: string; to: string };
}

/** DKIM signing (nodemailer's `dkim` option): the domain, the selector and the PEM private key. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The headers every signature covers (RFC 6376 section 5.4; RFC 8058 section 4 asks for the two
 * unsubscribe headers). Listed once each; nodemailer signs the ones a message has.
 */
export const dkimSignedHeaders = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
] as const;

const dkimOption = (dkim: DkimKey | undefined) =>
  dkim && { ...dkim, headerFieldNames: dkimSignedHeaders.join(":") };

/** Sends one message; throws on failure (an SMTP answer's code in `responseCode`). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log line: the SMTP server or the folder. */
  readonly description: string;
  close(): void;
}

/**
 * A real SMTP server (nodemailer), from an smtp:// or smtps:// URL. Connections are pooled and
 * reused (`pool=true`, up to five at once) unless the URL says otherwise: a new connection per
 * email held the sender to about 16 emails a second.
 */
export function smtpTransport(url: string, dkim?: DkimKey): MailTransport {
  const pooled = new URL(url);
  if (!pooled.searchParams.has("pool")) pooled.searchParams.set("pool", "true");
  const transporter: Transporter = nodemailer.createTransport(pooled.toString(), {
    ...(dkim && { dkim: dkimOption(dkim) }),
  });
  const { host, port } = pooled;
  return {
    description: `SMTP server ${host}:${port || "default port"}`,
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * No mail server configured (the embedded default): each message is written, exactly as it would
 * be sent, as an .eml file in `folder`, which any mail program opens.
 */
export function folderTransport(folder: string, dkim?: DkimKey): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
    ...(dkim && { dkim: dkimOption(dkim) }),
  });
  return {
    description: `.eml files in ${folder}`,
    send: async (message) => {
      const info = await transporter.sendMail(message);
      mkdirSync(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(info.messageId).replace(/[^\w.-]/g, "")}.eml`;
      writeFileSync(join(folder, name), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
