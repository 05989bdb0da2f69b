/**
 * `/metrics` (issue 33): private unless METRICS_TOKEN is set and given, and in Prometheus's text
 * format: parsed by an independent parser (parse-prometheus-text-format) and checked line by
 * line against the format's grammar.
 */
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo/demo-ids.ts";
import { enqueueMail } from "../features/mail/index.ts";
import { createTestApp, HARBOR, request, serviceContext, type TestApp } from "../test/test-app.ts";

const TOKEN = "metrics-token-for-the-test-0123";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

/** A sample line: name, optional labels (quoted, escaped values), a number. */
const SAMPLE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="([^"\\\n]|\\[\\"n])*")(,[a-zA-Z_][a-zA-Z0-9_]*="([^"\\\n]|\\[\\"n])*")*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/;

describe("/metrics", () => {
  it("answers 404 without the token, with a wrong one, and on an instance without METRICS_TOKEN", async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(404);
    expect((await scrape(TOKEN)).statusCode).toBe(404);
    const closed = await createTestApp({ seed: false });
    try {
      const answer = await closed.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it("counts requests by route pattern and status, with latency, in Prometheus's text format", async () => {
    await request(t.app, HARBOR, { method: "GET", url: "/config" });
    await request(t.app, HARBOR, { method: "GET", url: `/api/events/${DEMO.harbor.companyId}` });
    await request(t.app, HARBOR, { method: "GET", url: "/no/such/route" });
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    await enqueueMail(context, {
      to: "metrics@harbor.example",
      subject: "Queued",
      text: "Waiting in the outbox",
      kind: "test",
    });

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    for (const line of answer.body.split("\n").filter(Boolean)) {
      if (line.startsWith("# HELP ") || line.startsWith("# TYPE ")) continue;
      expect(line).toMatch(SAMPLE);
    }

    const families = parsePrometheusTextFormat(answer.body);
    const family = (name: string) => families.find((entry) => entry.name === name);
    const requests = family("crest_http_requests_total");
    expect(requests?.type).toBe("COUNTER");
    expect(requests?.metrics).toContainEqual(
      expect.objectContaining({ labels: { method: "GET", route: "/config", status: "200" } }),
    );
    // A path the router does not know is one series, whatever the path was.
    expect(requests?.metrics.some((sample) => sample.labels?.route === "/no/such/route")).toBe(false);
    // Route patterns, never ids: the events route is counted under its pattern.
    expect(JSON.stringify(requests)).not.toContain(DEMO.harbor.companyId);
    expect(requests?.metrics.some((sample) => sample.labels?.route === "/api/events/:eventId")).toBe(true);

    const latency = family("crest_http_request_duration_seconds");
    expect(latency?.type).toBe("HISTOGRAM");
    expect(Object.keys(latency?.metrics[0]?.buckets ?? {})).toEqual(
      expect.arrayContaining(["0.005", "10", "+Inf"]),
    );
    // The parser merges a histogram's labelled series into one (its flattenMetrics): each series'
    // count is read from its line.
    const configCount =
      /^crest_http_request_duration_seconds_count\{method="GET",route="\/config"\} (\d+)$/m.exec(answer.body);
    expect(Number(configCount?.[1])).toBeGreaterThanOrEqual(1);

    expect(family("crest_mail_outbox")?.metrics).toContainEqual(
      expect.objectContaining({ labels: { status: "pending" } }),
    );
    expect(family("crest_jobs")?.type).toBe("GAUGE");
    expect(family("crest_payment_outcomes_total")?.type).toBe("COUNTER");
    const pool = family("crest_db_pool_connections");
    if (t.app.database.kind === "postgres") {
      expect(pool?.metrics.find((sample) => sample.labels?.state === "max")?.value).toBe(
        String(t.app.appConfig.databaseTimeouts.poolSize),
      );
    } else {
      expect(pool?.metrics ?? []).toEqual([]);
    }
  });
});
