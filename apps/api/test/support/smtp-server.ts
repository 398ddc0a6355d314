import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { AppOptions } from "../../src/app";
import { createTestApp } from "../helper";

/** A real SMTP server on 127.0.0.1 that keeps what it receives and refuses "refused@" recipients. */
export class TestSmtpServer {
  readonly received: Array<{ to: string[]; raw: string; from: string }> = [];
  /** Every RCPT TO the server was asked for, accepted or refused: each delivery attempt. */
  readonly attempts: string[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      this.attempts.push(address.address);
      if (address.address.startsWith("refused")) {
        return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        this.received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });

  listen(port = 0): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(port, "127.0.0.1", () =>
        resolve((this.server.server.address() as AddressInfo).port),
      ),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A header's value in a raw message (unfolded), if present. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}: *(.*)$`, "im").exec(unfolded)?.[1]?.trim();
}

/** A message's body as text, with quoted-printable soft breaks and escapes undone. */
export function decodedBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A test app whose email goes to a real SMTP server of its own, with long polls, so each test
 * says when reminders and emails are sent (the service's own wakes may still send sooner).
 */
export async function appWithSmtp(env: NodeJS.ProcessEnv, options: AppOptions) {
  const smtp = new TestSmtpServer();
  const port = await smtp.listen();
  const app = await createTestApp(
    { ...env, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: "600000", REMINDER_INTERVAL_MINUTES: "60" },
    options,
  );
  return {
    app,
    smtp,
    close: async () => {
      await app.close();
      await smtp.close();
    },
  };
}
