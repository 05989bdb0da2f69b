import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../demo/demo-ids.ts";
import { companies } from "../features/config/tables.ts";
import { customers } from "../features/customers/tables.ts";
import { mailOutbox } from "../features/mail/tables.ts";
import { NotFoundError } from "../lib/errors.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { TenantScope } from "./tenant-scope.ts";

let t: TestApp;
let harbor: TenantScope;
let sierra: TenantScope;
let harborMailId: string;

beforeAll(async () => {
  t = await createTestApp();
  harbor = new TenantScope(t.app.platformDb, DEMO.harbor.companyId);
  sierra = new TenantScope(t.app.platformDb, DEMO.sierra.companyId);
  const row = await harbor.insertOne(mailOutbox, {
    to: "member@harbor.example",
    subject: "Harbor only",
    text: "…",
    kind: "test",
  });
  harborMailId = row.id;
});
afterAll(() => t.close());

const byId = () => eq(mailOutbox.id, harborMailId);

describe("a tenant scope: another club's rows do not exist", () => {
  it("stamps the company on inserted rows, whatever the caller passed", async () => {
    const row = await harbor.findOne(mailOutbox, byId());
    expect(row?.companyId).toBe(DEMO.harbor.companyId);
    const smuggled = { to: "x@y.z", subject: "s", text: "t", kind: "test", companyId: DEMO.sierra.companyId };
    const [inserted] = await harbor
      .insert(mailOutbox)
      .values(smuggled as Parameters<ReturnType<typeof harbor.insert<typeof mailOutbox>>["values"]>[0])
      .returning();
    expect(inserted?.companyId).toBe(DEMO.harbor.companyId);
  });

  it("finds nothing of another company, even by id, through every way of reading", async () => {
    expect(await sierra.findOne(mailOutbox, byId())).toBeUndefined();
    expect((await sierra.findMany(mailOutbox)).map((row) => row.id)).not.toContain(harborMailId);
    await expect(sierra.getOne(mailOutbox, byId())).rejects.toBeInstanceOf(NotFoundError);
    expect(await sierra.select().from(mailOutbox).where(byId())).toEqual([]);
    // A builder whose caller never adds a WHERE is still limited to the club.
    const everything = await sierra
      .select({ id: mailOutbox.id, companyId: mailOutbox.companyId })
      .from(mailOutbox);
    expect(everything.every((row) => row.companyId === DEMO.sierra.companyId)).toBe(true);
    expect(await sierra.count(mailOutbox, byId())).toBe(0);
  });

  it("matches joined tenant tables on the company too", async () => {
    // Harbor's customer ids joined from Sierra's scope: the join finds no Harbor rows.
    const joined = await sierra
      .select({ id: customers.id })
      .from(customers)
      .innerJoin(mailOutbox, eq(mailOutbox.to, customers.email))
      .where(eq(mailOutbox.id, harborMailId));
    expect(joined).toEqual([]);
    const left = await sierra
      .select({ customer: customers.id, mail: mailOutbox.id })
      .from(customers)
      .leftJoin(mailOutbox, eq(mailOutbox.to, customers.email))
      .where(eq(customers.email, DEMO_CUSTOMERS.member.email));
    expect(left.map((row) => row.mail)).not.toContain(harborMailId);
    expect(left.length).toBeGreaterThan(0);
  });

  it("cannot update or delete another company's row, which stays as it was", async () => {
    await expect(sierra.updateOne(mailOutbox, byId(), { subject: "hijacked" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(sierra.deleteSome(mailOutbox, byId())).rejects.toBeInstanceOf(NotFoundError);
    expect(await sierra.update(mailOutbox).set({ subject: "hijacked" }).where(byId()).returning()).toEqual(
      [],
    );
    expect(await sierra.delete(mailOutbox).where(byId()).returning()).toEqual([]);
    // Without a WHERE, still only its own rows.
    await sierra.update(mailOutbox).set({ subject: "all of sierra" });
    expect((await harbor.getOne(mailOutbox, byId())).subject).toBe("Harbor only");
  });

  it("ignores a companyId smuggled into an update", async () => {
    const values = { subject: "moved?", companyId: DEMO.sierra.companyId } as { subject: string };
    await harbor.updateOne(mailOutbox, byId(), values);
    const row = await harbor.getOne(mailOutbox, byId());
    expect(row).toMatchObject({ companyId: DEMO.harbor.companyId, subject: "moved?" });
  });

  it("refuses platform tables (no company_id): those belong to their feature's service", () => {
    expect(() => harbor.select().from(companies)).toThrow(/company_id/);
    expect(() => harbor.delete(companies)).toThrow(/company_id/);
  });

  it("binds a transaction's scope to the same company, and rolls back together", async () => {
    await expect(
      harbor.transaction(async (tx) => {
        await tx.updateOne(mailOutbox, byId(), { subject: "inside" });
        expect((await tx.getOne(mailOutbox, byId())).subject).toBe("inside");
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await harbor.getOne(mailOutbox, byId())).subject).toBe("moved?");
    await sierra.transaction(async (tx) => {
      expect(await tx.findOne(mailOutbox, byId())).toBeUndefined();
    });
  });
});
