/**
 * Delivery into a real SMTP server (a local sink): concurrent and pooled, so a burst of
 * sign-ups does not leave a reset link waiting minutes. Goal: at least 50 mails a second.
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
        callback();
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
    const cpuBefore = process.cpuUsage();
    const report = await t.app.jobs.drain();
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const rate = MAILS / seconds;
    console.info(
      `SMTP delivery: ${MAILS} mails in ${seconds.toFixed(2)} s = ${rate.toFixed(0)} mails/s (CPU ${((cpu.user + cpu.system) / 1000 / MAILS).toFixed(1)} ms a mail, sink included)`,
    );
    expect(report.succeeded.filter(Boolean).length).toBeGreaterThanOrEqual(MAILS);
    expect(new Set(received.map((mail) => mail.to)).size).toBe(MAILS);
    expect(received).toHaveLength(MAILS);
    expect(rate).toBeGreaterThanOrEqual(50);
  }, 120_000);
});
