/**
 * Reads one message that reached the return-path mailbox (MAIL_RETURN_PATH) on standard input,
 * as an MTA's pipe delivers it, and suppresses the address it is about: a delivery-status
 * notification (RFC 3464) that says a recipient failed for good, or a complaint report (ARF,
 * RFC 5965). Same configuration as the service (DATABASE_URL or DATA_DIR, LINK_SECRET).
 *
 *   node dist/mail-feedback.js [envelope-recipient] < message.eml
 *
 * The envelope recipient (where the MTA delivered the message; Postfix's pipe passes it as
 * ${original_recipient}, and sets ORIGINAL_RECIPIENT for local delivery) carries the VERP tag when
 * MAIL_RETURN_PATH_VERP=on; the Delivered-To and X-Original-To headers are read too.
 *
 * Exit codes: 0 the message was understood (a DSN or an ARF report), whether or not it suppressed
 * anyone; 65 (EX_DATAERR) it was neither; 75 (EX_TEMPFAIL) the database could not be reached, so
 * the MTA keeps the message and tries again; 78 (EX_CONFIG) bad configuration.
 */
import { runMailFeedback } from "./suppression/feedback-command";

process.exitCode = await runMailFeedback({
  input: process.stdin,
  args: process.argv.slice(2),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
