import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../../demo/demo-seed.ts";
import { signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, serviceContext, type TestApp } from "../../test/test-app.ts";
import { updateCustomer } from "../customers/index.ts";
import { setMembershipStanding } from "../memberships/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (cookie: string) =>
  request(t.app, HARBOR, { method: "GET", url: "/api/account", headers: { cookie } });

describe("signed-in requests are served from a cache that every change empties at once", () => {
  it("serves the account from the cache, and a sign-out is refused on the very next request", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    expect((await account(cookie)).statusCode).toBe(200);
    expect((await account(cookie)).statusCode).toBe(200);
    await request(t.app, HARBOR, { method: "POST", url: "/signout", headers: { cookie } });
    expect((await account(cookie)).statusCode).toBe(401);
  });

  it("a password change signs out the other, cached, devices at once", async () => {
    const mine = await signIn(t.app, HARBOR, "pastdue@harbor.example");
    const other = await signIn(t.app, HARBOR, "pastdue@harbor.example");
    expect((await account(other)).statusCode).toBe(200);
    const changed = await request(t.app, HARBOR, {
      method: "PATCH",
      url: "/api/account",
      headers: { cookie: mine },
      payload: { password: { current_password: DEMO_PASSWORD, new_password: "Changed-Pass-9" } },
    });
    expect(changed.statusCode).toBe(200);
    expect((await account(other)).statusCode).toBe(401);
    expect((await account(mine)).statusCode).toBe(200);
  });

  it("a change made behind the API (a service, a job, another instance) shows at once", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    expect(json(await account(cookie)).city).toBe("Newport");
    const harbor = await serviceContext(t.app, DEMO.harbor.companyId);
    await updateCustomer(harbor.scope, DEMO_CUSTOMERS.member.id, { city: "Bristol" });
    expect(json(await account(cookie)).city).toBe("Bristol");
  });

  it("losing membership closes members-only routes at once", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    expect(json(await account(cookie)).is_member).toBe(true);
    const harbor = await serviceContext(t.app, DEMO.harbor.companyId);
    await setMembershipStanding(harbor.scope, DEMO_CUSTOMERS.member.id, {
      isMember: false,
      failedPayment: true,
    });
    expect(json(await account(cookie))).toMatchObject({
      is_member: false,
      flag: "membership_failed_payment",
    });
    await setMembershipStanding(harbor.scope, DEMO_CUSTOMERS.member.id, {
      isMember: true,
      failedPayment: false,
    });
    expect(json(await account(cookie))).toMatchObject({ is_member: true, flag: null });
  });
});
