/**
 * Runs mail delivery every few seconds on every instance (claims keep them from sending the
 * same mail twice). Without SMTP_URL there is no delivery: mail stays pending in the outbox,
 * where staff can read it, and the server says so once at start.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createTransport } from "nodemailer";
import { deliverDueMail, type MailTransport } from "./delivery.ts";

export const DELIVERY_INTERVAL_MS = 5_000;

export interface MailDeliveryOptions {
  /** Off in tests, which call deliverDueMail themselves. */
  enabled: boolean;
  /** A transport to use instead of SMTP_URL's (tests, or another kind of transport). */
  transport?: MailTransport & { close?(): void };
  intervalMs?: number;
}

export const mailDeliveryPlugin = fp(async (app: FastifyInstance, options: MailDeliveryOptions) => {
  if (!options.enabled) return;
  const { smtpUrl, mailFrom } = app.appConfig;
  const transport =
    options.transport ??
    (smtpUrl
      ? // Timeouts bound a batch well inside the claim lease (CLAIM_LEASE_MS).
        createTransport({
          url: smtpUrl,
          connectionTimeout: 20_000,
          greetingTimeout: 20_000,
          socketTimeout: 60_000,
        })
      : undefined);
  if (!transport) {
    app.addHook("onReady", async () => {
      app.log.info("mail delivery is off: SMTP_URL is not set, so mail stays pending in the outbox");
    });
    return;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    try {
      const report = await deliverDueMail(app.db, transport, { from: mailFrom });
      if (report.sent.length + report.retrying.length + report.failed.length > 0) {
        app.log.info({ mail: report }, "mail delivery run");
      }
    } catch (error) {
      app.log.error({ err: error }, "mail delivery run failed");
    }
  };

  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      // One run at a time per instance; a slow SMTP server skips ticks instead of piling up.
      if (running) return;
      running = runOnce().finally(() => {
        running = undefined;
      });
    }, options.intervalMs ?? DELIVERY_INTERVAL_MS);
    timer.unref();
    app.log.info("mail delivery is on");
  });
  // preClose: before the database closes (onClose), finish the run in flight.
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
    transport.close?.();
  });
});
