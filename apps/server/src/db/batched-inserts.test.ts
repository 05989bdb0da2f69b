/**
 * Single-row inserts made together (db/batched-inserts.ts), on the real engine: each asker gets
 * what its own statement would have answered. A batch is seen as one statement by `created_at`:
 * `now()` is the statement's transaction's start, the same for every row it writes.
 */
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../demo/demo-ids.ts";
import { payments, processorCustomers } from "../features/payments/tables.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { batchedInsert } from "./batched-inserts.ts";
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

const claim = batchedInsert(payments, { onConflict: "nothing" });

/** A pending payment of `customerId` under a key of its own (or the one given). */
const paymentOf = (customerId: string, key = randomUUID()) => ({
  customerId,
  idempotencyKey: key,
  fingerprint: "test",
  referenceType: "order",
  referenceId: randomUUID(),
  amount: 1_000,
  currency: "USD",
  methodKind: "card" as const,
  status: "pending" as const,
});

const member = DEMO_CUSTOMERS.member.id;

describe("inserts made together", () => {
  it("writes the rows asked at once in one statement, answering each asker its own row", async () => {
    const asked = Array.from({ length: 12 }, () => paymentOf(member));
    const rows = await Promise.all(asked.map((payment) => claim(harbor, payment)));
    expect(rows.map((row) => row?.idempotencyKey)).toEqual(asked.map((payment) => payment.idempotencyKey));
    expect(new Set(rows.map((row) => row?.id)).size).toBe(12);
    expect(new Set(rows.map((row) => row?.createdAt.getTime())).size).toBe(1);
  });

  it("of two rows with one key, writes one and answers the other undefined, as two statements racing", async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([
      claim(harbor, paymentOf(member, key)),
      claim(harbor, paymentOf(member, key)),
    ]);
    expect([first, second].filter((row) => row !== undefined)).toHaveLength(1);
    const stored = await harbor.findMany(payments, inArray(payments.idempotencyKey, [key]));
    expect(stored.map((row) => row.id)).toEqual([(first ?? second)?.id]);
    // Asked again later, the key is taken.
    expect(await claim(harbor, paymentOf(member, key))).toBeUndefined();
  });

  it("fails only the asker whose row fails, and writes the others", async () => {
    const good = [paymentOf(member), paymentOf(member)];
    const [a, bad, b] = await Promise.allSettled([
      claim(harbor, good[0] as ReturnType<typeof paymentOf>),
      // No such customer: the foreign key refuses the row.
      claim(harbor, paymentOf(randomUUID())),
      claim(harbor, good[1] as ReturnType<typeof paymentOf>),
    ]);
    expect(bad?.status).toBe("rejected");
    expect([a?.status, b?.status]).toEqual(["fulfilled", "fulfilled"]);
    const stored = await harbor.findMany(
      payments,
      inArray(
        payments.idempotencyKey,
        good.map((payment) => payment.idempotencyKey),
      ),
    );
    expect(stored).toHaveLength(2);
  });

  it("tells rows apart by the key a table without an id names", async () => {
    const store = batchedInsert(processorCustomers, {
      onConflict: "nothing",
      keyOf: (row) => `${String(row.customerId)} ${String(row.processorId)}`,
    });
    const processorId = `test-${randomUUID()}`;
    const asked = (providerCustomerId: string, customerId = member) => ({
      customerId,
      processorId,
      providerCustomerId,
    });
    const [first, twin, other] = await Promise.all([
      store(harbor, asked("cus_1")),
      store(harbor, asked("cus_2")),
      store(harbor, asked("cus_3", DEMO_CUSTOMERS.guest.id)),
    ]);
    // The member's two rows race for one key: one is written, the other finds it taken.
    expect([first, twin].filter((row) => row !== undefined)).toHaveLength(1);
    expect(other).toMatchObject({ customerId: DEMO_CUSTOMERS.guest.id, providerCustomerId: "cus_3" });
  });

  it("writes each club's rows as that club's", async () => {
    const [atHarbor, atSierra] = await Promise.all([
      claim(harbor, paymentOf(member)),
      claim(sierra, paymentOf(DEMO_CUSTOMERS.memberAtSierra.id)),
    ]);
    expect(atHarbor?.companyId).toBe(DEMO.harbor.companyId);
    expect(atSierra?.companyId).toBe(DEMO.sierra.companyId);
  });

  it("in a transaction writes each row with it, and rolls back with it", async () => {
    const asked = [paymentOf(member), paymentOf(member)];
    const failing = harbor.transaction(async (tx) => {
      const rows = await Promise.all(asked.map((payment) => claim(tx, payment)));
      expect(rows.every((row) => row !== undefined)).toBe(true);
      throw new Error("rolled back");
    });
    await expect(failing).rejects.toThrow("rolled back");
    const keys = asked.map((payment) => payment.idempotencyKey);
    expect(await harbor.findMany(payments, inArray(payments.idempotencyKey, keys))).toEqual([]);
  });
});
