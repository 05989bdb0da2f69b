import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../demo/demo-ids.ts";
import { commerceCarts } from "../features/cart/tables.ts";
import { jobs } from "../features/jobs/tables.ts";
import { mailOutbox } from "../features/mail/tables.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { insertStatement, statement, together, updateByIdStatement } from "./statement.ts";
import { TenantScope } from "./tenant-scope.ts";

let t: TestApp;
let harbor: TenantScope;
let sierra: TenantScope;

beforeAll(async () => {
  t = await createTestApp();
  harbor = new TenantScope(t.app.platformDb, DEMO.harbor.companyId);
  sierra = new TenantScope(t.app.platformDb, DEMO.sierra.companyId);
});
afterAll(() => t.close());

const insertMail = statement((scope, mail: { to: string; subject: string; html: string | null }) =>
  scope
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: "…", html: mail.html, kind: "test" })
    .returning(),
);

const mailById = statement((scope, mail: { id: string }) =>
  scope.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id)).limit(1),
);

const markSent = statement((scope, mail: { id: string; sentAt: Date | null; error: string | null }) =>
  scope
    .update(mailOutbox)
    .set({ sentAt: mail.sentAt, lastError: mail.error })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.kind, "test")))
    .returning({ id: mailOutbox.id, sentAt: mailOutbox.sentAt }),
);

describe("a statement built once", () => {
  it("binds each call's values and club: every row is the caller's club's, with its own id", async () => {
    const [first] = await insertMail(harbor, { to: "a@harbor.example", subject: "one", html: "<p>1</p>" });
    const [second] = await insertMail(sierra, { to: "b@sierra.example", subject: "two", html: null });
    expect(first).toMatchObject({
      companyId: DEMO.harbor.companyId,
      to: "a@harbor.example",
      status: "pending",
    });
    expect(second).toMatchObject({ companyId: DEMO.sierra.companyId, subject: "two", html: null });
    expect(second?.id).not.toBe(first?.id);
    // Another club's row does not exist for the scope, however the statement was first built.
    expect(await mailById(sierra, { id: first?.id ?? "" })).toEqual([]);
    expect(await mailById(harbor, { id: first?.id ?? "" })).toMatchObject([{ subject: "one" }]);
    expect(await markSent(sierra, { id: first?.id ?? "", sentAt: new Date(), error: null })).toEqual([]);
  });

  it("maps values as their columns do (a Date), and keeps NULL NULL (JSON too)", async () => {
    const [mail] = await insertMail(harbor, { to: "c@harbor.example", subject: "dated", html: null });
    const at = new Date("2026-11-27T10:15:00.000Z");
    const [sent] = await markSent(harbor, { id: mail?.id ?? "", sentAt: at, error: "none" });
    expect(new Date(String(sent?.sentAt)).toISOString()).toBe(at.toISOString());
    const [cleared] = await markSent(harbor, { id: mail?.id ?? "", sentAt: null, error: null });
    expect(cleared?.sentAt).toBeNull();

    const choose = statement((scope, cart: { customerId: string; choice: { method: string } | null }) =>
      scope
        .update(commerceCarts)
        .set({ shippingChoice: cart.choice as never })
        .where(eq(commerceCarts.customerId, cart.customerId))
        .returning({ choice: commerceCarts.shippingChoice }),
    );
    await harbor
      .insert(commerceCarts)
      .values({ customerId: DEMO_CUSTOMERS.member.id, status: "checked_out" });
    const customerId = DEMO_CUSTOMERS.member.id;
    expect((await choose(harbor, { customerId, choice: { method: "pickup" } }))[0]?.choice).toEqual({
      method: "pickup",
    });
    const [none] = await choose(harbor, { customerId, choice: null });
    expect(none?.choice).toBeNull();
    // SQL NULL, not JSON's null (which Drizzle would also read as null).
    const [stored] = await harbor
      .select({ isNull: sql<boolean>`${commerceCarts.shippingChoice} is null` })
      .from(commerceCarts)
      .where(eq(commerceCarts.customerId, customerId))
      .limit(1);
    expect(stored?.isNull).toBe(true);
  });

  it("runs in the caller's transaction, and rolls back with it", async () => {
    let id = "";
    await expect(
      harbor.transaction(async (tx) => {
        const [mail] = await insertMail(tx, { to: "d@harbor.example", subject: "inside", html: null });
        id = mail?.id ?? "";
        // Read in the transaction: on the embedded database a read outside it would be refused.
        expect(await mailById(tx, { id })).toHaveLength(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(id).not.toBe("");
    expect(await mailById(harbor, { id })).toEqual([]);
  });

  it("tells the scope's listener what it writes, with the caller's club, at every call", async () => {
    const told: [PgTable, string, string, readonly PgColumn[] | undefined][] = [];
    const listened = new TenantScope(t.app.platformDb, DEMO.harbor.companyId, {
      onWrite: (table, operation, companyId, columns) => told.push([table, operation, companyId, columns]),
    });
    const [mail] = await insertMail(listened, { to: "e@harbor.example", subject: "told", html: null });
    await markSent(listened, { id: mail?.id ?? "", sentAt: null, error: "x" });
    await markSent(listened, { id: mail?.id ?? "", sentAt: null, error: "y" });
    await mailById(listened, { id: mail?.id ?? "" });
    expect(told.map(([table, operation, companyId]) => [table, operation, companyId])).toEqual([
      [mailOutbox, "INSERT", DEMO.harbor.companyId],
      [mailOutbox, "UPDATE", DEMO.harbor.companyId],
      [mailOutbox, "UPDATE", DEMO.harbor.companyId],
    ]);
    expect(told[1]?.[3]).toEqual([mailOutbox.sentAt, mailOutbox.lastError]);
  });

  it("refuses a call without one of its values", async () => {
    await expect(mailById(harbor, {} as { id: string })).rejects.toThrow('no value for "id"');
  });
});

describe("writes together in one statement", () => {
  const mailAndJob = statement(
    (scope, mail: { id: string; subject: string; payload: unknown; dedupeKey: string | null }) =>
      together(
        scope
          .insert(mailOutbox)
          .values({ id: mail.id, to: "t@harbor.example", subject: mail.subject, text: "…", kind: "test" }),
        scope
          .insert(jobs)
          .values({
            kind: "test.together",
            payload: mail.payload,
            runAt: new Date(0),
            maxAttempts: 1,
            dedupeKey: mail.dedupeKey,
          })
          .returning({ id: jobs.id, companyId: jobs.companyId }),
      ),
  );
  const jobsOf = (id: string) =>
    t.app.platformDb.select().from(jobs).where(sql`${jobs.payload} ->> 'mailId' = ${id}`);

  it("runs every write, for the caller's club, and answers the last one's rows", async () => {
    for (const [scope, club] of [
      [harbor, DEMO.harbor.companyId],
      [sierra, DEMO.sierra.companyId],
    ] as const) {
      const id = crypto.randomUUID();
      const answered = await mailAndJob(scope, {
        id,
        subject: "together",
        payload: { mailId: id },
        dedupeKey: null,
      });
      expect(answered).toEqual([{ id: expect.any(String), companyId: club }]);
      expect(await mailById(scope, { id })).toMatchObject([{ companyId: club, subject: "together" }]);
      expect(await jobsOf(id)).toMatchObject([
        { id: answered[0]?.id, companyId: club, payload: { mailId: id } },
      ]);
    }
  });

  it("is one statement: the last write failing undoes the first, even outside a transaction", async () => {
    const dedupeKey = `together:${crypto.randomUUID()}`;
    const first = crypto.randomUUID();
    await mailAndJob(harbor, { id: first, subject: "first", payload: { mailId: first }, dedupeKey });
    // The job's key is taken: the mail written ahead of it in the same statement is not kept.
    const second = crypto.randomUUID();
    await expect(
      mailAndJob(harbor, { id: second, subject: "second", payload: { mailId: second }, dedupeKey }),
    ).rejects.toThrow();
    expect(await mailById(harbor, { id: first })).toHaveLength(1);
    expect(await mailById(harbor, { id: second })).toEqual([]);
  });

  it("tells the listener of every table it writes", async () => {
    const told: PgTable[] = [];
    const listened = new TenantScope(t.app.platformDb, DEMO.harbor.companyId, {
      onWrite: (table) => told.push(table),
    });
    const id = crypto.randomUUID();
    await mailAndJob(listened, { id, subject: "told", payload: { mailId: id }, dedupeKey: null });
    expect(told).toEqual([mailOutbox, jobs]);
  });

  it("runs every write when awaited as it is, not built once", async () => {
    const id = crypto.randomUUID();
    const answered = await together(
      harbor
        .insert(mailOutbox)
        .values({ id, to: "a@harbor.example", subject: "direct", text: "…", kind: "test" }),
      harbor
        .insert(jobs)
        .values({ kind: "test.together", payload: { mailId: id }, runAt: new Date(0), maxAttempts: 1 })
        .returning({ id: jobs.id }),
    );
    expect(answered).toHaveLength(1);
    expect(await mailById(harbor, { id })).toMatchObject([{ subject: "direct" }]);
    expect(await jobsOf(id)).toMatchObject([{ id: answered[0]?.id }]);
  });

  it("refuses values spread while it is built (they are placeholders)", async () => {
    const spread = statement((scope, mail: { to: string }) =>
      scope
        .insert(mailOutbox)
        .values({ ...mail, subject: "s", text: "t", kind: "test" })
        .returning(),
    );
    await expect(spread(harbor, { to: "s@harbor.example" })).rejects.toThrow("never spread them");
  });
});

describe("an insert built once per shape", () => {
  const insertMails = insertStatement(mailOutbox);
  const mail = (subject: string, extra: Partial<typeof mailOutbox.$inferInsert> = {}) => ({
    to: "f@harbor.example",
    subject,
    text: "…",
    kind: "test",
    ...extra,
  });

  it("gives a column left out its default, in each row on its own", async () => {
    const at = new Date("2026-11-27T09:00:00.000Z");
    const rows = await insertMails(harbor, [
      mail("first", { status: "sent", sentAt: at }),
      mail("second", { html: undefined }),
    ]);
    expect(rows.map((row) => [row.subject, row.status, row.sentAt, row.companyId])).toEqual([
      ["first", "sent", at, DEMO.harbor.companyId],
      ["second", "pending", null, DEMO.harbor.companyId],
    ]);
    // The same shape again, for another club: its own values, its own club.
    const again = await insertMails(sierra, [
      mail("third", { status: "failed", sentAt: at }),
      mail("fourth"),
    ]);
    expect(again.map((row) => [row.subject, row.status, row.companyId])).toEqual([
      ["third", "failed", DEMO.sierra.companyId],
      ["fourth", "pending", DEMO.sierra.companyId],
    ]);
  });

  it("takes a column given as SQL as the statement's text", async () => {
    const [row] = await insertMails(harbor, [mail("now", { sentAt: sql`now()` as never })]);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("skips rows a unique index holds when asked, answering those it wrote", async () => {
    const insertCart = insertStatement(commerceCarts, { onConflict: "nothing" });
    const customerId = DEMO_CUSTOMERS.member.id;
    await harbor.delete(commerceCarts).where(eq(commerceCarts.customerId, customerId));
    const [made] = await insertCart(harbor, [{ customerId }]);
    expect(made?.status).toBe("open");
    expect(await insertCart(harbor, [{ customerId }])).toEqual([]);
  });
});

describe("an update by id built once per set of columns", () => {
  const updateMail = updateByIdStatement(mailOutbox);

  it("sets the columns given, leaves the others, and finds no other club's row", async () => {
    const [mail] = await insertMail(harbor, { to: "g@harbor.example", subject: "before", html: "<p>h</p>" });
    const id = mail?.id ?? "";
    const [changed] = await updateMail(harbor, id, { subject: "after", html: undefined });
    expect(changed).toMatchObject({ subject: "after", html: "<p>h</p>", companyId: DEMO.harbor.companyId });
    const [again] = await updateMail(harbor, id, { subject: "again", lastError: null });
    expect(again).toMatchObject({ subject: "again", lastError: null, html: "<p>h</p>" });
    expect(await updateMail(sierra, id, { subject: "hijacked" })).toEqual([]);
    const [withSql] = await updateMail(harbor, id, { sentAt: sql`now()` as never });
    expect(withSql?.sentAt).toBeInstanceOf(Date);
    expect((await mailById(harbor, { id }))[0]?.subject).toBe("again");
  });
});
