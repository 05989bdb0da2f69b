import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { createTestApp, serviceContext, type TestApp } from "../../test/test-app.ts";
import { jobs } from "../jobs/tables.ts";
import { enqueueMail } from "./outbox.ts";
import { MAX_ATTEMPTS, retryDelayMs } from "./send-mail-job.ts";
import { mailOutbox } from "./tables.ts";

let t: TestApp;
let harbor: ServiceContext;

beforeAll(async () => {
  t = await createTestApp();
  harbor = await serviceContext(t.app, DEMO.harbor.companyId);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.platformDb.delete(jobs);
  await t.app.platformDb.delete(mailOutbox);
  t.mail.sent = [];
  t.mail.failWith = null;
});

async function queue(count: number, kind = "receipt"): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const row = await enqueueMail(harbor, {
      to: `member${i}@harbor.example`,
      subject: `Mail ${i}`,
      text: `Hello ${i}`,
      html: `<p>Hello ${i}</p>`,
      kind,
    });
    ids.push(row.id);
  }
  return ids;
}

const rowOf = async (id: string) => {
  const [row] = await t.app.platformDb.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no mail ${id}`);
  return row;
};
const jobOf = async (mailId: string) => {
  const [job] = await t.app.platformDb.select().from(jobs).where(sql`${jobs.payload}->>'mailId' = ${mailId}`);
  if (!job) throw new Error(`no job for mail ${mailId}`);
  return job;
};
const later = (ms: number, from = new Date()) => new Date(from.getTime() + ms);

describe("mail delivery (the mail.send job)", () => {
  it("sends queued mail through the transport and marks it sent, once", async () => {
    const ids = await queue(2);
    await t.app.jobs.drain();
    expect(t.mail.sent.map((m) => m.to).sort()).toEqual(["member1@harbor.example", "member2@harbor.example"]);
    expect(t.mail.sent[0]).toMatchObject({
      from: t.app.appConfig.mailFrom,
      subject: expect.stringMatching(/^Mail /),
    });
    expect(t.mail.sent[0]?.html).toMatch(/^<p>Hello/);
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect((await jobOf(id)).status).toBe("succeeded");
    }
    // An hour on, the two are not sent again (the club's own jobs due by then may mail others).
    await t.app.jobs.drain(later(3_600_000));
    expect(t.mail.sent.filter((mail) => /^member[12]@/.test(String(mail.to)))).toHaveLength(2);
  });

  it("keeps a failed mail pending with the error, and retries it after an exponential back-off", async () => {
    const [id] = await queue(1);
    if (!id) throw new Error("no mail queued");
    t.mail.failWith = "connection refused";
    const start = later(0);
    expect((await t.app.jobs.drain(start)).retrying).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "connection refused",
    });
    expect((await jobOf(id)).runAt.getTime()).toBe(start.getTime() + retryDelayMs(1));

    // Not due before the back-off ends.
    expect((await t.app.jobs.drain(later(retryDelayMs(1) - 1000, start))).retrying).toEqual([]);

    const second = later(retryDelayMs(1), start);
    await t.app.jobs.drain(second);
    expect((await rowOf(id)).attempts).toBe(2);
    expect((await jobOf(id)).runAt.getTime()).toBe(second.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    t.mail.failWith = null;
    await t.app.jobs.drain((await jobOf(id)).runAt);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(t.mail.sent).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: failed, with the last error`, async () => {
    const [id] = await queue(1);
    if (!id) throw new Error("no mail queued");
    t.mail.failWith = "mailbox unavailable";
    let now = later(0);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await t.app.jobs.drain(now);
      expect((attempt < MAX_ATTEMPTS ? report.retrying : report.failed).length).toBe(1);
      now = (await jobOf(id)).runAt;
    }
    expect(await rowOf(id)).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "mailbox unavailable",
    });
    expect((await jobOf(id)).status).toBe("failed");
    t.mail.failWith = null;
    await t.app.jobs.drain(later(30 * 86_400_000));
    expect(t.mail.sent).toEqual([]);
  });

  it("sends mail members are waiting for (a reset link) ahead of bulk mail", async () => {
    await queue(30, "statement");
    const [reset] = await queue(1, "password_reset");
    if (!reset) throw new Error("no mail queued");
    await t.app.jobs.drain();
    const order = t.mail.sent.map((mail) => (mail.headers as Record<string, string>)["X-Crest-Mail-Id"]);
    expect(order).toHaveLength(31);
    // Jobs run ten at a time: the reset is in the first batch, ahead of 21 statements queued before it.
    expect(order.indexOf(reset)).toBeLessThan(10);
  });

  it("the mail is written in the caller's transaction: a rolled-back change mails nothing", async () => {
    await expect(
      harbor.scope.transaction(async (scope) => {
        await enqueueMail(
          { ...harbor, scope },
          { to: "x@harbor.example", subject: "s", text: "t", kind: "receipt" },
        );
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await t.app.jobs.drain();
    expect(t.mail.sent).toEqual([]);
    expect(await t.app.platformDb.select().from(jobs).where(eq(jobs.kind, "mail.send"))).toEqual([]);
  });
});
