/**
 * A food-and-beverage order asks when and where (issue 24 item 6): pickup at one of the club's
 * locations at a time it is open, or a table or a slip where the club allows it. The order keeps
 * the answer; a missing or wrong one is a 400 naming the field, before any money moves.
 */
import { pickupTimes } from "@crest/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO } from "../../demo/demo-ids.ts";
import { checkoutKey, newCardCheckout, shopProduct } from "../../test/commerce.ts";
import { type Member, memberOf } from "../../test/customer-session.ts";
import { createTestApp, json, SIERRA, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface PickupWire {
  id: string;
  name: string;
  address: string;
  hours: Record<string, string>;
}
interface OrderWire {
  dining: { type: string; at: string | null; location_name: string | null; place: string | null } | null;
}

const harborMember = () => memberOf(t.app, "member@harbor.example");

/** A dish in the member's cart (a fresh one each time, so stock never runs out). */
async function dishInCart(member: Member, scope?: TenantScope) {
  const dish = await shopProduct(
    t.app,
    { type: "fandb", onHand: 10, priceCents: 1_500, weightGrams: 0 },
    scope,
  );
  const added = await member("POST", "/api/cart/products", { items: [{ product_id: dish.id, quantity: 1 }] });
  expect(added.statusCode, added.body).toBe(200);
  return dish;
}

const orderCount = async (member: Member) =>
  json<unknown[]>(await member("GET", "/api/account/orders?page_size=100")).length;

/** A body paying with a new card, served as `dining` says. */
const paying = async (dining: unknown) => ({
  ...(await newCardCheckout(t.app, "4242424242424242", checkoutKey())),
  dining,
});

/** The first location and its first pickup time the rule offers now. */
async function firstPickup(member: Member) {
  const locations = json<PickupWire[]>(await member("GET", "/api/checkout/shipping/local"));
  const location = locations.find(
    (candidate) => pickupTimes(candidate.hours, new Date(), "America/New_York").length > 0,
  );
  if (!location) throw new Error("no demo location opens this week");
  const [at] = pickupTimes(location.hours, new Date(), "America/New_York");
  return { location, at: at?.toISOString() ?? "" };
}

describe("a dining order asks when and where", () => {
  it("the cart says so, and checkout without an answer is a 400 naming dining, with no charge", async () => {
    const member = await harborMember();
    await dishInCart(member);
    expect(json<{ needs_dining: boolean }>(await member("GET", "/api/cart")).needs_dining).toBe(true);
    const { dining: _left, ...body } = await paying(undefined);
    const before = await orderCount(member);
    const res = await member("POST", "/api/checkout", body);
    expect(res.statusCode).toBe(400);
    expect(json(res).error_details).toEqual({
      field: "dining",
      details: "Choose when and where you want your food and drinks",
    });
    expect(await orderCount(member)).toBe(before);
  });

  it("a pickup at a time the location is open: the order keeps the location and the time", async () => {
    const member = await harborMember();
    await dishInCart(member);
    const { location, at } = await firstPickup(member);
    const res = await member(
      "POST",
      "/api/checkout",
      await paying({ type: "pickup", location_id: location.id, at }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const orderId = json<{ order_id: string }>(res).order_id;
    const order = json<OrderWire>(await member("GET", `/api/account/orders/${orderId}`));
    expect(order.dining).toMatchObject({ type: "pickup", location_name: location.name, place: null });
    expect(new Date(order.dining?.at ?? "").toISOString()).toBe(at);
  });

  it("a pickup when the location is closed, in the past or at an unknown location is a 400 naming the field", async () => {
    const member = await harborMember();
    await dishInCart(member);
    const { location } = await firstPickup(member);
    // 3:00 AM in Newport tomorrow: no demo location opens before 8.
    const night = new Date(Date.now() + 86_400_000);
    const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(night);
    const threeAm = new Date(`${parts}T03:00:00-05:00`).toISOString();
    const cases = [
      [{ type: "pickup", location_id: location.id, at: threeAm }, "dining.at", "pickup_time_closed"],
      [
        { type: "pickup", location_id: location.id, at: new Date(Date.now() - 3_600_000).toISOString() },
        "dining.at",
        "That time has passed; choose a later one",
      ],
      [
        { type: "pickup", location_id: crypto.randomUUID(), at: threeAm },
        "dining.location_id",
        "Please choose one of the club's pickup locations",
      ],
    ] as const;
    for (const [dining, field, details] of cases) {
      const res = await member("POST", "/api/checkout", await paying(dining));
      expect(res.statusCode, res.body).toBe(400);
      const [detail] = json<{ error_details: { field: string; details: string }[] }>(res).error_details;
      expect(detail?.field).toBe(field);
      if (details === "pickup_time_closed") expect(detail?.details).toMatch(/closed then/);
      else expect(detail?.details).toBe(details);
    }
  });

  it("another club's location is unknown here", async () => {
    const member = await harborMember();
    const sierraMember = await memberOf(t.app, "socio@sierra.example", SIERRA);
    const [sierraDesk] = json<PickupWire[]>(await sierraMember("GET", "/api/checkout/shipping/local"));
    const res = await member(
      "POST",
      "/api/checkout",
      await paying({
        type: "pickup",
        location_id: sierraDesk?.id,
        at: new Date(Date.now() + 7_200_000).toISOString(),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(json<{ error_details: { field: string }[] }>(res).error_details[0]?.field).toBe(
      "dining.location_id",
    );
  });

  it("to a table or a slip where the club allows it (Harbor), not where it does not (Sierra)", async () => {
    const member = await harborMember();
    const res = await member("POST", "/api/checkout", await paying({ type: "slip", slip: "B-14" }));
    expect(res.statusCode, res.body).toBe(200);
    const order = json<OrderWire>(
      await member("GET", `/api/account/orders/${json<{ order_id: string }>(res).order_id}`),
    );
    expect(order.dining).toMatchObject({ type: "slip", place: "B-14", at: null });

    const sierra = new TenantScope(t.app.platformDb, DEMO.sierra.companyId);
    const socio = await memberOf(t.app, "socio@sierra.example", SIERRA);
    await dishInCart(socio, sierra);
    const refused = await socio("POST", "/api/checkout", await paying({ type: "table", table: "4" }));
    expect(refused.statusCode).toBe(400);
    expect(json<{ error_details: { field: string }[] }>(refused).error_details[0]?.field).toBe("dining.type");
  });

  it("a malformed choice is a 400 with field details, never a 500", async () => {
    const member = await harborMember();
    for (const dining of [
      { type: "pickup", location_id: "not-a-uuid", at: "tomorrow" },
      { type: "table", table: "" },
      { type: "boat" },
      "pickup",
    ]) {
      const res = await member("POST", "/api/checkout", await paying(dining));
      expect(res.statusCode, JSON.stringify(dining)).toBe(400);
      expect(json(res).error_details).toBeTruthy();
    }
  });
});
