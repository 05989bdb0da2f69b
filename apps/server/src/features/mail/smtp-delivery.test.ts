/**
 * Delivery into a real SMTP server (a local sink): concurrent and pooled, so a burst of
 * sign-ups does not leave a reset link waiting minutes. Goal: at least 50 mails a second.
 * The sink answers each mail after 40 ms, as a real server does after its own work: one
 * connection at a time could not pass 25 a second. The rate is judged per second of this
 * process's CPU (the sink's included), and concurrency by how many mails the sink held on
 * average while it held any (one connection at a time: exactly one): test files run side by
 * side on the machine, and wall time would measure them; the wall-clock rate is printed beside it.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { createTestApp, serviceContext, type TestApp } from "../../test/test-app.ts";
import { enqueueMail } from "./outbox.ts";

const MAILS = 300;

let sink: SMTPServer;
let received: { to: string; at: number }[] = [];
/** Mails being answered at one moment: more than one means several connections at work. */
let inSink = 0;
let mostInSink = 0;
/** Mail-milliseconds spent in the sink, the milliseconds it held any mail, since when it changed. */
let inSinkMs = 0;
let sinkBusyMs = 0;
let inSinkChangedAt = 0;
function countInSink(change: 1 | -1) {
  const now = performance.now();
  inSinkMs += inSink * (now - inSinkChangedAt);
  if (inSink > 0) sinkBusyMs += now - inSinkChangedAt;
  inSinkChangedAt = now;
  inSink += change;
}
const SINK_LATENCY_MS = 40;
let t: TestApp;

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        for (const rcpt of session.envelope.rcptTo)
          received.push({ to: rcpt.address, at: performance.now() });
        countInSink(1);
        mostInSink = Math.max(mostInSink, inSink);
        setTimeout(() => {
          countInSink(-1);
          callback();
        }, SINK_LATENCY_MS);
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const { port } = sink.server.address() as AddressInfo;
  // A real SMTP transport (no recorder): the app delivers through SMTP_URL.
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` }, realMail: true });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => sink.close(resolve));
});

describe("mail delivery through SMTP", () => {
  it(`delivers ${MAILS} queued mails at 50 or more a second, each once`, async () => {
    const harbor = await serviceContext(t.app, DEMO.harbor.companyId);
    for (let i = 0; i < MAILS; i++) {
      await enqueueMail(harbor, {
        to: `member${i}@harbor.example`,
        subject: "Statement",
        text: "Hello",
        kind: "statement",
      });
    }
    received = [];
    const started = performance.now();
    inSinkMs = 0;
    sinkBusyMs = 0;
    inSinkChangedAt = started;
    const cpuBefore = process.cpuUsage();
    const report = await t.app.jobs.drain();
    const seconds = (performance.now() - started) / 1000;
    const meanInSink = inSinkMs / sinkBusyMs;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1_000_000;
    console.info(
      `SMTP delivery: ${MAILS} mails in ${seconds.toFixed(2)} s = ${(MAILS / seconds).toFixed(0)} mails/s; ${(MAILS / cpuSeconds).toFixed(0)} mails per CPU second; ${mostInSink} mails in the sink at once, ${meanInSink.toFixed(1)} on average while it held any`,
    );
    expect(report.succeeded.length).toBeGreaterThanOrEqual(MAILS);
    expect(new Set(received.map((mail) => mail.to)).size).toBe(MAILS);
    expect(received).toHaveLength(MAILS);
    // Concurrent: several mails in the sink at once, and half as many again as one connection
    // could give on average while it held any, or its 40 ms would cap delivery at 25/s.
    expect(mostInSink).toBeGreaterThanOrEqual(5);
    expect(meanInSink).toBeGreaterThanOrEqual(1.5);
    expect(MAILS / cpuSeconds).toBeGreaterThanOrEqual(50);
  }, 120_000);
});
