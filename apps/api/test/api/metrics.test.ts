import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { insurers } from "@plummet/content/insurers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderAdapter } from "../../src/app";
import { MailOutboxStore } from "../../src/db/mail-outbox-store";
import { startMetricsServer } from "../../src/metrics/metrics-server";
import { createPanelAdapters } from "../../src/providers/panel-adapters";
import { providerFactors } from "../../src/rating/provider-factors";
import { createTestApp, type TestApp, validQuoteBody } from "../helper";

/** An insurer whose API fails, and one that never answers in time. */
const broken: ProviderAdapter = {
  slug: "broken-insurer",
  name: "Broken",
  quote: () => Promise.reject(new Error("their API is down")),
};
const slow: ProviderAdapter = {
  slug: "slow-insurer",
  name: "Slow",
  quote: (_request, signal) => new Promise((_resolve, reject) => signal.addEventListener("abort", reject)),
};

/** The value of one sample line of the exposition, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics on the private listener", () => {
  let app: TestApp;
  let server: Server;
  let metricsUrl: string;
  const mailDir = mkdtempSync(join(tmpdir(), "plummet-metrics-mail-"));

  beforeAll(async () => {
    app = await createTestApp(
      { MAIL_DIR: mailDir, RATE_LIMIT_MAX: "4", PROVIDER_TIMEOUT_MS: "50", MAIL_POLL_MS: "100" },
      { adapters: [...createPanelAdapters(insurers, providerFactors), broken, slow] },
    );
    const metrics = await startMetricsServer(app.metrics.registry, "127.0.0.1", 0);
    server = metrics.server;
    metricsUrl = `http://127.0.0.1:${metrics.port}/metrics`;
  });
  afterAll(async () => {
    server?.close();
    await app?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it("counts requests, quote sets, insurers that did not quote, refusals, email and the database", async () => {
    for (const insuranceType of ["car", "car", "pet"]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/quotes",
        payload: { ...validQuoteBody, insuranceType },
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await app.inject({ method: "POST", url: "/api/quotes", payload: { age: "x" } })).statusCode).toBe(
      400,
    );
    expect(
      (await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody })).statusCode,
    ).toBe(429);
    for (let waited = 0; (await new MailOutboxStore(app.database).backlog()).pending > 0; waited += 50) {
      if (waited > 10_000) throw new Error("the emails were not sent");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();

    expect(sample(text, 'plummet_quote_sets_total{product="car"}')).toBe(2);
    expect(sample(text, 'plummet_quote_sets_total{product="pet"}')).toBe(1);
    expect(
      sample(
        text,
        'plummet_http_request_duration_seconds_count{method="POST",route="/api/quotes",status_code="201"}',
      ),
    ).toBe(3);
    expect(
      sample(
        text,
        'plummet_http_request_duration_seconds_count{method="POST",route="/api/quotes",status_code="400"}',
      ),
    ).toBe(1);
    expect(sample(text, 'plummet_rate_limit_refusals_total{route="/api/quotes"}')).toBe(1);
    expect(sample(text, 'plummet_provider_outcomes_total{insurer="broken-insurer",outcome="error"}')).toBe(3);
    expect(sample(text, 'plummet_provider_outcomes_total{insurer="slow-insurer",outcome="timeout"}')).toBe(3);
    // Some panel insurers offer no pet cover: each such refusal is a decline, by insurer.
    expect(text).toMatch(/^plummet_provider_outcomes_total\{insurer="[a-z0-9-]+",outcome="declined"\} \d+$/m);
    expect(sample(text, 'plummet_emails_total{outcome="sent"}')).toBe(3);
    expect(sample(text, 'plummet_emails_total{outcome="failed"}')).toBe(0);
    expect(sample(text, "plummet_email_delay_seconds_count")).toBe(3);
    expect(sample(text, "plummet_mail_outbox_pending")).toBe(0);
    expect(sample(text, "plummet_mail_outbox_oldest_pending_age_seconds")).toBe(0);
    expect(sample(text, "plummet_renewal_reminders_due")).toBe(0);
    expect(sample(text, 'plummet_db_pool_connections{state="waiting"}')).toBe(0);
    expect(text).toContain("process_cpu_seconds_total");
  });

  it("is valid Prometheus exposition (promtool check metrics)", async () => {
    // Ours only: prom-client's default gauges named *_total (nodejs_active_handles_total) are its own.
    const ours = (await (await fetch(metricsUrl)).text())
      .split("\n")
      .filter((line) => /^(# (HELP|TYPE) )?plummet_/.test(line))
      .join("\n");
    const check = spawnSync("promtool", ["check", "metrics"], { input: `${ours}\n`, encoding: "utf8" });
    expect(check.error, "promtool is Debian's prometheus package").toBeUndefined();
    // promtool exits 1 for lint warnings too (a counter without _total, say): none are allowed.
    expect(`${check.stdout}${check.stderr}`.trim()).toBe("");
    expect(check.status).toBe(0);
  });

  it("is not served on the public port, and the private listener serves nothing else", async () => {
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    expect((await fetch(metricsUrl.replace("/metrics", "/api/quotes"))).status).toBe(404);
  });
});
