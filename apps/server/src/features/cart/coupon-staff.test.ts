/**
 * Coupons for staff (issue 32 item 3): the list (by code, on or off, sorted, paged), a new
 * coupon the cart then takes, a change of its terms, turning it off (the cart refuses it), the
 * terms checked as a whole, a code taken, the levels and another club's coupon.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, DEMO_STAFF } from "../../demo/demo-ids.ts";
import { memberOf, moneySuite, signInStaff } from "../../test/customer-session.ts";
import { HARBOR, json, request, SIERRA } from "../../test/test-app.ts";

const t = moneySuite();

interface CouponWire {
  id: string;
  code: string;
  kind: string;
  percent_off: number | null;
  amount_off: number | null;
  min_subtotal: number;
  max_uses: number | null;
  uses: number;
  active: boolean;
  message: string;
}

const cookies: Record<string, string> = {};
beforeAll(async () => {
  cookies.owner = await signInStaff(t.app, HARBOR);
  cookies.viewer = await signInStaff(t.app, HARBOR, DEMO_STAFF.harborViewer.email);
  cookies.sierra = await signInStaff(t.app, SIERRA, DEMO_STAFF.sierraManager.email);
});
const as = (
  who: "owner" | "viewer" | "sierra",
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
) =>
  request(t.app, who === "sierra" ? SIERRA : HARBOR, {
    method,
    url,
    headers: { cookie: cookies[who] ?? "" },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const fieldOf = (res: Parameters<typeof json>[0]) =>
  json<{ error_details: { field: string }[] }>(res).error_details[0]?.field;

describe("coupons for staff", () => {
  let spring: CouponWire;

  it("creates a coupon the cart then takes, its code upper case", async () => {
    const res = await as("owner", "POST", "/admin/api/coupons", {
      code: "spring-25",
      kind: "percent",
      percent_off: 12.5,
      max_uses: 100,
      message: "12.5% off for spring",
    });
    expect(res.statusCode).toBe(201);
    spring = json<CouponWire>(res);
    expect(spring).toMatchObject({
      code: "SPRING-25",
      kind: "percent",
      percent_off: 12.5,
      amount_off: null,
      min_subtotal: 0,
      max_uses: 100,
      uses: 0,
      active: true,
    });
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    expect((await member("POST", "/api/cart/coupon", { code: "Spring-25" })).statusCode).toBe(200);
    await member("DELETE", "/api/cart/coupon");
  });

  it("lists by the start of the code, on or off, sorted and paged", async () => {
    const found = json<CouponWire[]>(await as("owner", "GET", "/admin/api/coupons?search=spr"));
    expect(found.map((coupon) => coupon.code)).toEqual(["SPRING-25"]);
    const byCode = await as("owner", "GET", "/admin/api/coupons?sort=code&direction=asc&page_size=2");
    const codes = json<CouponWire[]>(byCode).map((coupon) => coupon.code);
    expect(codes).toEqual([...codes].sort());
    expect(JSON.parse(String(byCode.headers.pagination))).toMatchObject({
      page_size: 2,
      has_next_page: true,
    });
    // `%` and `_` are literal.
    expect(json<CouponWire[]>(await as("owner", "GET", "/admin/api/coupons?search=%25"))).toEqual([]);
    expect((await as("owner", "GET", "/admin/api/coupons?state=maybe")).statusCode).toBe(400);
  });

  it("changes the terms as a whole, and turned off the cart refuses it", async () => {
    const fixed = await as("owner", "PATCH", `/admin/api/coupons/${spring.id}`, {
      kind: "fixed",
      amount_off: 5,
    });
    expect(fixed.statusCode).toBe(200);
    expect(json<CouponWire>(fixed)).toMatchObject({ kind: "fixed", amount_off: 5, percent_off: null });
    // A change of kind without its value, a window ending before it starts: 400 naming the field.
    expect(fieldOf(await as("owner", "PATCH", `/admin/api/coupons/${spring.id}`, { kind: "percent" }))).toBe(
      "percent_off",
    );
    const window = await as("owner", "PATCH", `/admin/api/coupons/${spring.id}`, {
      starts_on: "2027-01-10T00:00:00Z",
      expires_on: "2027-01-01T00:00:00Z",
    });
    expect([window.statusCode, fieldOf(window)]).toEqual([400, "expires_on"]);
    const off = await as("owner", "PATCH", `/admin/api/coupons/${spring.id}`, { active: false });
    expect(json<CouponWire>(off).active).toBe(false);
    const member = await memberOf(t.app, DEMO_CUSTOMERS.member.email);
    const refused = await member("POST", "/api/cart/coupon", { code: "SPRING-25" });
    expect(json(refused)).toMatchObject({ code: "invalid_coupon" });
    const disabled = json<CouponWire[]>(await as("owner", "GET", "/admin/api/coupons?state=disabled"));
    expect(disabled.map((coupon) => coupon.code)).toContain("SPRING-25");
  });

  it("refuses a code the club has, and bad terms, with the field", async () => {
    const taken = await as("owner", "POST", "/admin/api/coupons", {
      code: "save15",
      kind: "percent",
      percent_off: 5,
    });
    expect([taken.statusCode, json(taken)]).toEqual([
      409,
      expect.objectContaining({ code: "coupon_code_taken" }),
    ]);
    const renamed = await as("owner", "PATCH", `/admin/api/coupons/${spring.id}`, { code: "SAVE15" });
    expect(renamed.statusCode).toBe(409);
    for (const [body, field] of [
      [{ code: "NOAMOUNT", kind: "fixed" }, "amount_off"],
      [{ code: "TOOMUCH", kind: "percent", percent_off: 150 }, "percent_off"],
      [{ code: "bad code!", kind: "percent", percent_off: 5 }, "code"],
      [{ code: "ODD", kind: "percent", percent_off: 5, max_uses: 0 }, "max_uses"],
    ] as const) {
      const res = await as("owner", "POST", "/admin/api/coupons", body);
      expect([res.statusCode, fieldOf(res)]).toEqual([400, field]);
    }
  });

  it("a viewer reads and cannot write; another club's coupon is a 404", async () => {
    expect((await as("viewer", "GET", "/admin/api/coupons")).statusCode).toBe(200);
    expect((await as("viewer", "GET", `/admin/api/coupons/${spring.id}`)).statusCode).toBe(200);
    expect(
      (await as("viewer", "PATCH", `/admin/api/coupons/${spring.id}`, { active: true })).statusCode,
    ).toBe(403);
    expect(
      (await as("viewer", "POST", "/admin/api/coupons", { code: "VIEWER", kind: "percent", percent_off: 5 }))
        .statusCode,
    ).toBe(403);
    expect((await as("sierra", "GET", `/admin/api/coupons/${spring.id}`)).statusCode).toBe(404);
    expect(
      (await as("sierra", "PATCH", `/admin/api/coupons/${spring.id}`, { active: true })).statusCode,
    ).toBe(404);
    const sierra = json<CouponWire[]>(await as("sierra", "GET", "/admin/api/coupons?page_size=100"));
    expect(sierra.map((coupon) => coupon.code)).toEqual(["BIENVENIDA"]);
  });
});
