/**
 * `/metrics` in Prometheus's text format, private: served only with METRICS_TOKEN set and asked
 * with `Authorization: Bearer <token>`; otherwise 404, as if there were none (docs/decisions/
 * platform.md, "Metrics"). This instance's HTTP requests (rate, 5xx, latency by route pattern),
 * its job runs and the charges it asked for are counted in memory (lib/metrics.ts); the job
 * queue, the mail outbox and the database pool are read when scraped. The queue and the outbox
 * are the whole deployment's: every instance answers the same (aggregate them with max).
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../db/client.ts";
import { jobQueueStats } from "../features/jobs/index.ts";
import { outboxDepth } from "../features/mail/index.ts";
import { AppError } from "../lib/errors.ts";
import { familyText, metrics } from "../lib/metrics.ts";

const UNMATCHED = "(unmatched)";

/**
 * The label sets of each method, route pattern and status, made once: every request is counted,
 * and the same objects let the metrics reuse their keys. Bounded by the routes.
 */
const labelSets = new Map<string, { counted: Record<string, string>; timed: Record<string, string> }>();
function labelsOf(method: string, route: string, status: string) {
  const key = `${method} ${route} ${status}`;
  let sets = labelSets.get(key);
  if (!sets) {
    sets = { counted: { method, route, status }, timed: { method, route } };
    labelSets.set(key, sets);
  }
  return sets;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The gauges read from the database when scraped. */
async function databaseText(database: DatabaseHandle): Promise<string> {
  const now = new Date();
  const [queue, outbox] = await Promise.all([jobQueueStats(database.db, now), outboxDepth(database.db, now)]);
  const pool = database.poolUse?.();
  return [
    familyText(
      "crest_jobs",
      "gauge",
      "Jobs due and waiting (queued) or running, by kind: the whole deployment's.",
      queue.map((row) => ({ labels: { kind: row.kind, status: row.status }, value: row.jobs })),
    ),
    familyText(
      "crest_jobs_oldest_due_age_seconds",
      "gauge",
      "How long the oldest due job of each kind has waited to run.",
      queue.flatMap((row) =>
        row.oldestDueSeconds === null ? [] : [{ labels: { kind: row.kind }, value: row.oldestDueSeconds }],
      ),
    ),
    familyText(
      "crest_mail_outbox",
      "gauge",
      "Mail not sent: pending (waiting or retrying) and failed for good, by status.",
      outbox.map((row) => ({ labels: { status: row.status }, value: row.mails })),
    ),
    familyText(
      "crest_mail_outbox_oldest_pending_age_seconds",
      "gauge",
      "How long the oldest pending mail has waited.",
      outbox.flatMap((row) => (row.status === "pending" ? [{ labels: {}, value: row.oldestSeconds }] : [])),
    ),
    familyText(
      "crest_db_pool_connections",
      "gauge",
      "This instance's PostgreSQL pool: connections open, idle, requests waiting, and the most it opens.",
      pool
        ? [
            { labels: { state: "total" }, value: pool.total },
            { labels: { state: "idle" }, value: pool.idle },
            { labels: { state: "waiting" }, value: pool.waiting },
            { labels: { state: "max" }, value: pool.max },
          ]
        : [],
    ),
  ].join("");
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token: string | undefined; database: DatabaseHandle }) => {
    // Callback-style: nothing to await, and it runs on every request.
    app.addHook("onResponse", (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      if (route !== "/metrics") {
        const { counted, timed } = labelsOf(request.method, route, String(reply.statusCode));
        metrics.requests.inc(counted);
        if (reply.statusCode >= 500) metrics.serverErrors.inc(counted);
        metrics.latency.observe(timed, reply.elapsedTime / 1000);
      }
      done();
    });

    app.get("/metrics", { config: { tenant: false }, schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      if (!options.token || !given || !sameToken(given, options.token)) throw new AppError("not_found");
      const text = [
        metrics.requests.text(),
        metrics.serverErrors.text(),
        metrics.latency.text(),
        metrics.jobOutcomes.text(),
        metrics.paymentOutcomes.text(),
        await databaseText(options.database),
      ].join("");
      return reply
        .header("content-type", "text/plain; version=0.0.4; charset=utf-8")
        .header("cache-control", "no-store")
        .send(text);
    });
  },
);
