/**
 * A house credit's pin (issue 27): staff (managers and owners) set it and it is kept hashed, never
 * shown; the till checks it; a wrong pin answers like a missing credit, and wrong pins are
 * throttled per credit and per address as a guest's link's are; another club's credit is missing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { memberOf, signInNewStaff, signInStaff } from "../../test/customer-session.ts";
import {
  createTestApp,
  HARBOR,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../../test/test-app.ts";
import { issueCredit } from "../house-credits/index.ts";
import { houseCredits } from "../house-credits/tables.ts";
import { pinHash } from "./pass-secrets.ts";
import { WRONG_PINS_PER_PASS } from "./pin-attempts.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookies = new Map<string, string>();
async function staff(
  method: "PUT" | "POST",
  url: string,
  payload: unknown,
  host = HARBOR,
  address = "10.8.0.1",
) {
  if (!cookies.has(host)) cookies.set(host, await signInStaff(t.app, host));
  return request(t.app, host, {
    method,
    url,
    headers: { cookie: cookies.get(host) ?? "" },
    payload: payload as Record<string, unknown>,
    remoteAddress: address,
  });
}

const harbor = () => serviceContext(t.app, DEMO.harbor.companyId);
async function newCredit(serial: string) {
  return issueCredit((await harbor()).scope, {
    customerId: DEMO_CUSTOMERS.member.id,
    amount: 2_500,
    serial,
    referenceType: "test",
    referenceId: serial,
  });
}
const pinUrl = (creditId: string) => `/admin/api/perks/house-credits/${creditId}/pin`;
const checkUrl = (creditId: string) => `${pinUrl(creditId)}/check`;

describe("a house credit's pin", () => {
  it("is set by staff and kept hashed; the member's view never shows it", async () => {
    const credit = await newCredit("HC-PIN-1");
    const set = await staff("PUT", pinUrl(credit.id), { pin: "4071" });
    expect(set.statusCode, set.body).toBe(200);
    expect(json(set)).toMatchObject({ id: credit.id, has_pin: true, customer_id: DEMO_CUSTOMERS.member.id });
    expect(json(set)).not.toHaveProperty("pin");
    const row = await (await harbor()).scope.getOne(houseCredits, eq(houseCredits.id, credit.id));
    expect(row.pin).toBe(pinHash(credit.id, "4071"));
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const mine = json<{ pin: string | null }>(
      await member("GET", `/api/account/perks/house-credits/${credit.id}`),
    );
    expect(mine.pin).toBeNull();
  });

  it("refuses a pin that is not 4 to 8 digits (400 on pin), and staff below manager (403)", async () => {
    const credit = await newCredit("HC-PIN-2");
    for (const pin of ["12", "12ab", "123456789"]) {
      const res = await staff("PUT", pinUrl(credit.id), { pin });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(json(res).error_details)).toContain("pin");
    }
    const desk = await signInNewStaff(t.app, "pin-desk@harbor.example", "staff");
    const refused = await request(t.app, HARBOR, {
      method: "PUT",
      url: pinUrl(credit.id),
      headers: { cookie: desk },
      payload: { pin: "1234" },
    });
    expect([refused.statusCode, json(refused).code]).toEqual([403, "permission_denied"]);
  });

  it("is checked at the till: right, the credit; wrong, like a missing credit; another club's is missing", async () => {
    const credit = await newCredit("HC-PIN-3");
    await staff("PUT", pinUrl(credit.id), { pin: "55667788" });
    const right = await staff("POST", checkUrl(credit.id), { pin: "55667788" }, HARBOR, "10.8.1.1");
    expect(right.statusCode, right.body).toBe(200);
    expect(json(right)).toMatchObject({ id: credit.id, current_value: 25, has_pin: true });
    const wrong = await staff("POST", checkUrl(credit.id), { pin: "55667789" }, HARBOR, "10.8.1.1");
    const missing = await staff(
      "POST",
      checkUrl(crypto.randomUUID()),
      { pin: "55667788" },
      HARBOR,
      "10.8.1.1",
    );
    expect([wrong.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(json(wrong).code).toBe(json(missing).code);
    const elsewhere = await staff("POST", checkUrl(credit.id), { pin: "55667788" }, SIERRA, "10.8.1.2");
    expect(elsewhere.statusCode).toBe(404);
    const setElsewhere = await staff("PUT", pinUrl(credit.id), { pin: "1111" }, SIERRA, "10.8.1.2");
    expect(setElsewhere.statusCode).toBe(404);
  });

  it("throttles wrong pins per credit: past the allowance even the right pin waits", async () => {
    const credit = await newCredit("HC-PIN-4");
    await staff("PUT", pinUrl(credit.id), { pin: "2468" });
    for (let attempt = 0; attempt < WRONG_PINS_PER_PASS; attempt += 1)
      expect(
        (await staff("POST", checkUrl(credit.id), { pin: `999${attempt}` }, HARBOR, `10.8.2.${attempt}`))
          .statusCode,
      ).toBe(404);
    const limited = await staff("POST", checkUrl(credit.id), { pin: "2468" }, HARBOR, "10.8.2.99");
    expect([limited.statusCode, json(limited).code]).toEqual([429, "rate_limited"]);
    // Another credit is not held back by this one's wrong pins.
    const other = await newCredit("HC-PIN-5");
    await staff("PUT", pinUrl(other.id), { pin: "2468" });
    expect((await staff("POST", checkUrl(other.id), { pin: "2468" }, HARBOR, "10.8.2.98")).statusCode).toBe(
      200,
    );
  });
});
