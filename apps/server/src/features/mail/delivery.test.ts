import { eq, inArray } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { DEMO } from "../config/demo.ts";
import { deliverDueMail, MAX_ATTEMPTS, type MailTransport, retryDelayMs } from "./delivery.ts";
import { claimDueMail } from "./delivery-repository.ts";
import { enqueueMail } from "./outbox.ts";
import { mailOutbox } from "./tables.ts";

/** A stand-in for a nodemailer transport: records what it was asked to send, or fails. */
class FakeTransport implements MailTransport {
  sent: SendMailOptions[] = [];
  constructor(private readonly failWith?: string) {}
  async sendMail(mail: SendMailOptions): Promise<unknown> {
    if (this.failWith) throw new Error(this.failWith);
    this.sent.push(mail);
    return { messageId: `<${this.sent.length}@fake>` };
  }
}

const FROM = "Crest <no-reply@crest.example>";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(mailOutbox);
});

async function queue(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const row = await enqueueMail(t.app.db, {
      companyId: DEMO.harbor.companyId,
      to: `member${i}@harbor.example`,
      subject: `Mail ${i}`,
      text: `Hello ${i}`,
      html: `<p>Hello ${i}</p>`,
      kind: "receipt",
    });
    ids.push(row.id);
  }
  return ids;
}

const rowOf = async (id: string) => {
  const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no mail ${id}`);
  return row;
};
const later = (ms: number, from = new Date()) => new Date(from.getTime() + ms);
/**
 * "Now" for a run right after queueing: a second ahead, because the database stamps rows in
 * microseconds and JavaScript's clock counts whole milliseconds, so a mail queued this very
 * millisecond could otherwise look not yet due.
 */
const justAfter = () => later(1000);

describe("deliverDueMail", () => {
  it("sends due mail through the transport and marks it sent, once", async () => {
    const ids = await queue(2);
    const transport = new FakeTransport();
    const report = await deliverDueMail(t.app.db, transport, { from: FROM, now: justAfter() });
    expect(report.sent.sort()).toEqual([...ids].sort());
    expect(transport.sent.map((m) => m.to).sort()).toEqual([
      "member1@harbor.example",
      "member2@harbor.example",
    ]);
    expect(transport.sent[0]).toMatchObject({ from: FROM, subject: expect.stringMatching(/^Mail /) });
    expect(transport.sent[0]?.html).toMatch(/^<p>Hello/);
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    const again = await deliverDueMail(t.app.db, transport, { from: FROM, now: later(3_600_000) });
    expect(again.sent).toEqual([]);
    expect(transport.sent).toHaveLength(2);
  });

  it("keeps a failed mail pending with the error, and retries it after an exponential back-off", async () => {
    const [id] = await queue(1);
    if (!id) throw new Error("no mail queued");
    const start = justAfter();
    const failing = new FakeTransport("connection refused");
    expect((await deliverDueMail(t.app.db, failing, { from: FROM, now: start })).retrying).toEqual([id]);
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "connection refused" });
    expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));

    // Not due before the back-off ends.
    const early = await deliverDueMail(t.app.db, failing, {
      from: FROM,
      now: later(retryDelayMs(1) - 1000, start),
    });
    expect(early.retrying).toEqual([]);

    const second = later(retryDelayMs(1), start);
    await deliverDueMail(t.app.db, failing, { from: FROM, now: second });
    row = await rowOf(id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(second.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    const working = new FakeTransport();
    await deliverDueMail(t.app.db, working, { from: FROM, now: row.nextAttemptAt });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(working.sent).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: failed, with the last error`, async () => {
    const [id] = await queue(1);
    if (!id) throw new Error("no mail queued");
    const failing = new FakeTransport("mailbox unavailable");
    let now = justAfter();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await deliverDueMail(t.app.db, failing, { from: FROM, now });
      expect(attempt < MAX_ATTEMPTS ? report.retrying : report.failed).toEqual([id]);
      now = (await rowOf(id)).nextAttemptAt;
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "mailbox unavailable" });
    const afterwards = await deliverDueMail(t.app.db, new FakeTransport(), {
      from: FROM,
      now: later(30 * 86_400_000),
    });
    expect(afterwards.sent).toEqual([]);
  });

  it("never lets two claimers take the same mail", async () => {
    const ids = await queue(15);
    const now = justAfter();
    const lease = later(600_000, now);
    const [a, b] = await Promise.all([
      claimDueMail(t.app.db, now, lease, 10),
      claimDueMail(t.app.db, now, lease, 10),
    ]);
    const claimedA = new Set(a.map((row) => row.id));
    const claimedB = new Set(b.map((row) => row.id));
    expect([...claimedA].filter((id) => claimedB.has(id))).toEqual([]);
    expect(new Set([...claimedA, ...claimedB])).toEqual(new Set(ids));
    // Claimed but never recorded (the instance died): untouched until the lease ends.
    expect(await claimDueMail(t.app.db, later(60_000, now), later(600_000), 10)).toEqual([]);
    expect(await claimDueMail(t.app.db, lease, later(600_000, lease), 20)).toHaveLength(15);
  });

  it("sends each mail exactly once when two workers run at the same moment", async () => {
    const ids = await queue(12);
    const [one, two] = [new FakeTransport(), new FakeTransport()];
    const [reportOne, reportTwo] = await Promise.all([
      deliverDueMail(t.app.db, one, { from: FROM, batchSize: 8, now: justAfter() }),
      deliverDueMail(t.app.db, two, { from: FROM, batchSize: 8, now: justAfter() }),
    ]);
    const everySend = [...one.sent, ...two.sent].map((m) => m.headers);
    expect(everySend).toHaveLength(12);
    expect(new Set([...reportOne.sent, ...reportTwo.sent])).toEqual(new Set(ids));
    const rows = await t.app.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});
