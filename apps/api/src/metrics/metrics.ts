import { ukToday } from "@plummet/contracts";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/database";
import type { MailOutboxStore } from "../db/mail-outbox-store";
import type { ReminderStore } from "../db/reminder-store";
import type { SuppressionStore } from "../db/suppression-store";

/**
 * What an operator watches, in Prometheus's terms (docs/operations.md lists the alerts on them).
 * Each app has its own registry, so several apps in one process (tests) never share counts.
 */
export class Metrics {
  readonly registry = new Registry();

  private readonly requestDuration = new Histogram({
    name: "plummet_http_request_duration_seconds",
    help: "Time to answer a request, by route and status",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly quotes = new Counter({
    name: "plummet_quote_sets_total",
    help: "Quote sets made, by product",
    labelNames: ["product"] as const,
    registers: [this.registry],
  });

  /**
   * Counted in a plain map and added to the counter when it is read: an insurer declining is the
   * commonest outcome (about half the panel for each quote), and prom-client hashes a child's
   * labels on every `inc`, which the profile showed at 1.7% of the service's CPU.
   */
  private readonly notQuoted = new Map<string, { insurer: string; outcome: string; count: number }>();
  private readonly providerOutcomes = new Counter({
    name: "plummet_provider_outcomes_total",
    help: "Insurers that did not quote, by insurer and outcome (declined, error, timeout)",
    labelNames: ["insurer", "outcome"] as const,
    registers: [this.registry],
    collect: () => {
      for (const { insurer, outcome, count } of this.notQuoted.values()) {
        if (count > 0) this.providerOutcomes.labels(insurer, outcome).inc(count);
      }
      this.notQuoted.clear();
    },
  });

  private readonly remoteLeftOuts = new Counter({
    name: "plummet_remote_insurer_left_out_total",
    help: "Remote insurers left out of a quote set, by insurer and reason (refused, timeout, status, not-json, oversized, invalid, wrong-quote-id, circuit-open, error)",
    labelNames: ["insurer", "reason"] as const,
    registers: [this.registry],
  });

  private readonly remoteCircuits = new Gauge({
    name: "plummet_remote_insurer_circuit_open",
    help: "1 while a remote insurer's circuit breaker is open or half-open (it is skipped), 0 when closed",
    labelNames: ["insurer"] as const,
    registers: [this.registry],
  });

  private readonly emails = new Counter({
    name: "plummet_emails_total",
    help: "Emails settled by the sender, by outcome (sent, failed for good)",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });

  private readonly withheld = new Counter({
    name: "plummet_emails_withheld_total",
    help: "Emails not sent because the address is suppressed or over its daily cap, by reason",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });

  private readonly emailDelay = new Histogram({
    name: "plummet_email_delay_seconds",
    help: "From an email being queued to it being sent",
    buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 300, 1800],
    registers: [this.registry],
  });

  private readonly signIns = new Counter({
    name: "plummet_account_sign_ins_total",
    help: "Sign-ins to accounts, by method (passkey, link)",
    labelNames: ["method"] as const,
    registers: [this.registry],
  });

  private readonly signInFailures = new Counter({
    name: "plummet_account_sign_in_failures_total",
    help: "Sign-ins and passkey registrations refused, by reason (challenge, origin, rp-id, signature, counter, unknown-passkey, malformed, link-invalid, link-expired, link-used)",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });

  private readonly rateLimited = new Counter({
    name: "plummet_rate_limit_refusals_total",
    help: "Requests refused with 429 by the rate limit, by route",
    labelNames: ["route"] as const,
    registers: [this.registry],
  });

  /** Children by label value, so the hot path never hashes a label set twice. */
  private readonly quoteChildren = new Map<string, ReturnType<typeof this.quotes.labels>>();

  constructor() {
    // Node's own (process_cpu_seconds_total, nodejs_eventloop_lag_seconds, ...) under their usual names.
    collectDefaultMetrics({ register: this.registry });
    // Counters start at zero for every outcome, so a rate over them exists before the first event.
    for (const outcome of ["sent", "failed"]) this.emails.labels(outcome).inc(0);
    for (const reason of ["suppressed", "capped"]) this.withheld.labels(reason).inc(0);
  }

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.labels(method, route, String(statusCode)).observe(seconds);
  }

  quoteSetMade(product: string): void {
    let child = this.quoteChildren.get(product);
    if (!child) {
      child = this.quotes.labels(product);
      this.quoteChildren.set(product, child);
    }
    child.inc();
  }

  providerDidNotQuote(insurer: string, outcome: "declined" | "error" | "timeout"): void {
    const key = `${insurer}\0${outcome}`;
    const counted = this.notQuoted.get(key);
    if (counted) counted.count += 1;
    else this.notQuoted.set(key, { insurer, outcome, count: 1 });
  }

  remoteLeftOut(insurer: string, reason: string): void {
    this.remoteLeftOuts.labels(insurer, reason).inc();
  }

  remoteCircuit(insurer: string, state: "open" | "half-open" | "closed"): void {
    this.remoteCircuits.labels(insurer).set(state === "closed" ? 0 : 1);
  }

  emailSettled(
    outcome:
      | { status: "sent"; delayMs: number }
      | { status: "failed" }
      | { status: "withheld"; reason: "suppressed" | "capped" },
  ): void {
    if (outcome.status === "withheld") {
      this.withheld.labels(outcome.reason).inc();
      return;
    }
    this.emails.labels(outcome.status).inc();
    if (outcome.status === "sent") this.emailDelay.observe(outcome.delayMs / 1000);
  }

  signedIn(method: "passkey" | "link"): void {
    this.signIns.inc({ method });
  }

  signInRefused(reason: string): void {
    this.signInFailures.inc({ reason });
  }

  rateLimitRefused(route: string): void {
    this.rateLimited.labels(route).inc();
  }

  /** The outbox's backlog, read from the database when Prometheus scrapes. */
  watchOutbox(outbox: MailOutboxStore): void {
    const latest = () => outbox.backlog().catch(() => undefined);
    new Gauge({
      name: "plummet_mail_outbox_pending",
      help: "Emails waiting to be sent",
      registers: [this.registry],
      async collect() {
        const backlog = await latest();
        if (backlog) this.set(backlog.pending);
      },
    });
    new Gauge({
      name: "plummet_mail_outbox_oldest_pending_age_seconds",
      help: "How long the oldest email waiting to be sent has waited (0 when none waits)",
      registers: [this.registry],
      async collect() {
        const backlog = await latest();
        if (backlog) {
          this.set(
            backlog.oldestCreatedAt
              ? Math.max(0, (Date.now() - backlog.oldestCreatedAt.getTime()) / 1000)
              : 0,
          );
        }
      },
    });
  }

  /**
   * The suppression list's entries by reason (unsubscribe, refused, bounce, complaint), read from
   * the database when Prometheus scrapes, so suppressions made by the mail-feedback command and
   * by every instance are counted.
   */
  watchSuppressions(store: SuppressionStore): void {
    new Gauge({
      name: "plummet_email_suppressions",
      help: "Addresses on the suppression list, by reason (unsubscribe, refused, bounce, complaint)",
      labelNames: ["reason"] as const,
      registers: [this.registry],
      async collect() {
        const counts = await store.countByReason().catch(() => undefined);
        if (counts) for (const [reason, n] of Object.entries(counts)) this.labels(reason).set(n);
      },
    });
  }

  /** Renewal reminders due and not yet sent, read from the database when Prometheus scrapes. */
  watchReminders(reminders: ReminderStore, clock: () => Date): void {
    new Gauge({
      name: "plummet_renewal_reminders_due",
      help: "Renewal reminders due (UK date) and not yet sent",
      registers: [this.registry],
      async collect() {
        const due = await reminders.dueCount(ukToday(clock())).catch(() => undefined);
        if (due !== undefined) this.set(due);
      },
    });
  }

  /** The database's connections: in use, idle and requests waiting for one (PostgreSQL's pool). */
  watchDatabase(database: Database): void {
    new Gauge({
      name: "plummet_db_pool_connections",
      help: "Database connections by state (in_use, idle), and requests waiting for one (waiting)",
      labelNames: ["state"] as const,
      registers: [this.registry],
      collect() {
        const pool = database.poolStats();
        this.labels("in_use").set(pool.inUse);
        this.labels("idle").set(pool.idle);
        this.labels("waiting").set(pool.waiting);
      },
    });
  }
}
