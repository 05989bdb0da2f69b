/**
 * House credits at spend and at return (issue 21, item 7 and the cancel flow): a credit voided or
 * expired after it was offered is not spent; credits an order spent go back to the same credits,
 * first spent first, never more than they gave.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { createTestApp, serviceContext, type TestApp } from "../../test/test-app.ts";
import { issueCredit, returnSpentCredits, spendableCredits, spendCredit } from "./index.ts";
import { houseCredits } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scope = async () => (await serviceContext(t.app, DEMO.harbor.companyId)).scope;
const credit = async (amount: number, serial: string) =>
  issueCredit(await scope(), {
    customerId: DEMO_CUSTOMERS.member.id,
    amount,
    serial,
    referenceType: "test",
    referenceId: serial,
  });
const balance = async (creditId: string) =>
  (await (await scope()).getOne(houseCredits, eq(houseCredits.id, creditId))).currentValue;
const spend = async (creditId: string, amount: number, orderId: string, now = new Date()) =>
  spendCredit(await scope(), { creditId, amount, referenceType: "order", referenceId: orderId, now });

describe("house credits", () => {
  it("are not spent once voided or expired, whatever their balance", async () => {
    const voided = await credit(1_000, "T-VOID");
    await (await scope()).update(houseCredits).set({ status: "void" }).where(eq(houseCredits.id, voided.id));
    expect(await spend(voided.id, 500, "order-v")).toBe(false);

    const expiring = await credit(1_000, "T-EXPIRE");
    const expiresOn = new Date(Date.now() + 60_000);
    await (await scope()).update(houseCredits).set({ expiresOn }).where(eq(houseCredits.id, expiring.id));
    expect(await spend(expiring.id, 500, "order-e", new Date(expiresOn.getTime() + 1))).toBe(false);
    expect(await spend(expiring.id, 500, "order-e")).toBe(true);
    expect(await balance(expiring.id)).toBe(500);
  });

  it("offer each member their own, at each asker's instant, when read in one batch", async () => {
    const expiring = await credit(700, "T-BATCH");
    const expiresOn = new Date(Date.now() + 60_000);
    await (await scope()).update(houseCredits).set({ expiresOn }).where(eq(houseCredits.id, expiring.id));
    const harbor = await scope();
    // Asked in one turn: one read answers all three.
    const [before, after, guest] = await Promise.all([
      spendableCredits(harbor, DEMO_CUSTOMERS.member.id, new Date(expiresOn.getTime() - 1)),
      spendableCredits(harbor, DEMO_CUSTOMERS.member.id, expiresOn),
      spendableCredits(harbor, DEMO_CUSTOMERS.guest.id, new Date()),
    ]);
    expect(before.map((one) => one.serial)).toContain("T-BATCH");
    // Expired when the expiry is not in the future.
    expect(after.map((one) => one.serial)).not.toContain("T-BATCH");
    expect(guest.map((one) => one.serial)).not.toContain("T-BATCH");
    // Another club's scope sees none of them.
    const sierra = (await serviceContext(t.app, DEMO.sierra.companyId)).scope;
    expect(await spendableCredits(sierra, DEMO_CUSTOMERS.member.id, new Date())).toEqual([]);
  });

  it("go back to the credits an order spent, first spent first, never more than each gave", async () => {
    const first = await credit(300, "T-FIRST");
    const second = await credit(1_000, "T-SECOND");
    expect(await spend(first.id, 300, "order-r")).toBe(true);
    expect(await spend(second.id, 400, "order-r")).toBe(true);

    expect(
      await returnSpentCredits(await scope(), { reference: { type: "order", id: "order-r" }, amount: 200 }),
    ).toEqual([{ creditId: first.id, amount: 200 }]);
    expect(
      await returnSpentCredits(await scope(), { reference: { type: "order", id: "order-r" }, amount: 300 }),
    ).toEqual([
      { creditId: first.id, amount: 100 },
      { creditId: second.id, amount: 200 },
    ]);
    expect([await balance(first.id), await balance(second.id)]).toEqual([300, 800]);
    await expect(
      returnSpentCredits(await scope(), { reference: { type: "order", id: "order-r" }, amount: 201 }),
    ).rejects.toThrow();
  });

  it("go back in the order one checkout spent them, though its spends share one instant", async () => {
    const older = await credit(500, "T-OLDER");
    const newer = await credit(500, "T-NEWER");
    // A checkout spends in one transaction (created_at is its start for every row), here the
    // newer credit first, as it does when that one is restricted to the order's lines.
    await (await scope()).transaction(async (tx) => {
      const now = new Date();
      for (const creditId of [newer.id, older.id])
        expect(
          await spendCredit(tx, {
            creditId,
            amount: 500,
            referenceType: "order",
            referenceId: "order-t",
            now,
          }),
        ).toBe(true);
    });
    expect(
      await returnSpentCredits(await scope(), { reference: { type: "order", id: "order-t" }, amount: 600 }),
    ).toEqual([
      { creditId: newer.id, amount: 500 },
      { creditId: older.id, amount: 100 },
    ]);
  });
});
