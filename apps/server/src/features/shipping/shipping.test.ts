import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { ValidationError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { signIn } from "../../test/customer-session.ts";
import {
  createTestApp,
  HARBOR,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../../test/test-app.ts";
import { myAddresses } from "../addresses/index.ts";
import { pickupLocationsNow, quoteShippingRates, resolveShippingChoice } from "./service.ts";
import { shippingRates } from "./tables.ts";

let t: TestApp;
let harbor: ServiceContext;
let sierra: ServiceContext;
const asCustomer = async (companyId: string, customerId: string) => ({
  ...(await serviceContext(t.app, companyId)),
  actor: { kind: "customer" as const, customerId },
});
beforeAll(async () => {
  t = await createTestApp();
  harbor = await asCustomer(DEMO.harbor.companyId, DEMO_CUSTOMERS.member.id);
  sierra = await asCustomer(DEMO.sierra.companyId, DEMO_CUSTOMERS.socio.id);
});
afterAll(() => t.close());

const parcel = { weightGrams: 900, subtotalCents: 6500 };
const methods = (rates: { method: string; price: number }[]) =>
  rates.map((rate) => `${rate.method} ${rate.price}`);

describe("quoteShippingRates", () => {
  it("offers the club's rates that serve the country, priced flat or by weight, with an expiry", async () => {
    const now = new Date();
    const us = await quoteShippingRates(harbor, { address: { country: "US" }, ...parcel, now });
    expect(methods(us.rates)).toEqual(["Ground 899", "Express 2199"]);
    expect(us.expiresAt.getTime() - now.getTime()).toBe(30 * 60_000);
    const spain = await quoteShippingRates(harbor, { address: { country: "ES" }, ...parcel, now });
    expect(methods(spain.rates)).toEqual(["International 2999"]);
    const heavy = await quoteShippingRates(harbor, {
      address: { country: "ES" },
      weightGrams: 9000,
      subtotalCents: 0,
    });
    expect(heavy.rates).toEqual([]);
  });

  it("ground is free from $150, and ids are stable rows of the table", async () => {
    const first = await quoteShippingRates(harbor, {
      address: { country: "US" },
      weightGrams: 900,
      subtotalCents: 15_000,
    });
    expect(methods(first.rates)).toEqual(["Ground 0", "Express 2199"]);
    const again = await quoteShippingRates(harbor, { address: { country: "US" }, ...parcel });
    expect(again.rates.map((rate) => rate.id)).toEqual(first.rates.map((rate) => rate.id));
  });

  it("drops a rate past its end, and a quote never outlives a rate it offers", async () => {
    const now = new Date();
    const soon = new Date(now.getTime() + 5 * 60_000);
    await harbor.scope.insert(shippingRates).values({
      method: "Holiday courier",
      courier: "Elves",
      courierCode: "elves",
      basis: "flat",
      priceCents: 100,
      validUntil: soon,
      position: 9,
    });
    const quote = await quoteShippingRates(harbor, { address: { country: "US" }, ...parcel, now });
    expect(methods(quote.rates)).toContain("Holiday courier 100");
    expect(quote.expiresAt).toEqual(soon);
    const later = await quoteShippingRates(harbor, { address: { country: "US" }, ...parcel, now: soon });
    expect(methods(later.rates)).not.toContain("Holiday courier 100");
  });

  it("each club quotes from its own table", async () => {
    const quote = await quoteShippingRates(sierra, { address: { country: "ES" }, ...parcel });
    expect(methods(quote.rates)).toEqual(["Estándar 495"]);
  });
});

describe("resolveShippingChoice", () => {
  it("prices a delivery rate for one of the customer's addresses", async () => {
    const [address] = await myAddresses(harbor, "shipping");
    const { rates } = await quoteShippingRates(harbor, { address: { country: "US" }, ...parcel });
    const express = rates.find((rate) => rate.method === "Express");
    if (!address || !express) throw new Error("no demo address or rate");
    const choice = await resolveShippingChoice(harbor, {
      id: express.id,
      type: "shipping",
      customerAddressId: address.id,
      ...parcel,
    });
    expect(choice).toMatchObject({
      priceCents: 2199,
      courier: "FedEx",
      type: "shipping",
      customerAddressId: address.id,
    });
    expect(choice.address?.city).toBe("Newport");
  });

  it("a pickup uses its id as the location and costs nothing", async () => {
    const [location] = await pickupLocationsNow(harbor);
    if (!location) throw new Error("no pickup location");
    const choice = await resolveShippingChoice(harbor, { id: location.id, type: "pickup", ...parcel });
    expect(choice).toMatchObject({
      priceCents: 0,
      type: "pickup",
      pickupLocation: { id: location.id, name: location.name },
    });
  });

  it("refuses an unknown rate or location, another club's, or an address not the customer's, with a 400 field error", async () => {
    const [sierraLocation] = await pickupLocationsNow(sierra);
    const { rates } = await quoteShippingRates(harbor, { address: { country: "US" }, ...parcel });
    const [memberAddress] = await myAddresses(harbor);
    const guest = await asCustomer(DEMO.harbor.companyId, DEMO_CUSTOMERS.guest.id);
    // Thunks, each awaited in turn: a rejection must never wait unobserved.
    const attempts = [
      () =>
        resolveShippingChoice(harbor, {
          id: "free-please",
          type: "shipping",
          customerAddressId: memberAddress?.id,
          ...parcel,
        }),
      () => resolveShippingChoice(harbor, { id: String(sierraLocation?.id), type: "pickup", ...parcel }),
      () => resolveShippingChoice(harbor, { id: String(rates[0]?.id), type: "shipping", ...parcel }),
      () =>
        resolveShippingChoice(guest, {
          id: String(rates[0]?.id),
          type: "shipping",
          customerAddressId: memberAddress?.id,
          ...parcel,
        }),
      // A pickup location's id is not a rate.
      () => resolveShippingChoice(sierra, { id: String(rates[0]?.id), type: "pickup", ...parcel }),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toBeInstanceOf(ValidationError);
  });
});

describe("GET /api/checkout/shipping/local", () => {
  it("lists the club's pickup locations with the opening-hours answers, in the club's time zone", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/checkout/shipping/local",
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const locations =
      json<
        {
          name: string;
          is_open: boolean;
          pickup_today: boolean;
          close_today: string | null;
          next_available: string | null;
          hours: Record<string, string>;
        }[]
      >(res);
    expect(locations.map((location) => location.name)).toEqual(["Clubhouse Front Desk", "Marina Store"]);
    for (const location of locations) {
      expect(typeof location.is_open).toBe("boolean");
      expect(location.next_available === null || /T/.test(location.next_available)).toBe(true);
    }
    expect(locations[0]?.hours.monday).toBe("8:00 AM - 8:00 PM");
  });

  it("answers the rule for a given instant: Monday 9 AM in New York", async () => {
    const [desk, marina] = await pickupLocationsNow(harbor, new Date("2026-11-23T14:00:00Z"));
    expect(desk).toMatchObject({ isOpen: true, pickupToday: true, closeToday: "8:00 PM" });
    expect(marina).toMatchObject({
      isOpen: false,
      pickupToday: false,
      closeToday: null,
      nextAvailable: new Date("2026-11-27T15:00:00Z"),
    });
  });

  it("needs a session, and each club lists its own", async () => {
    expect(
      (await request(t.app, HARBOR, { method: "GET", url: "/api/checkout/shipping/local" })).statusCode,
    ).toBe(401);
    const socio = await signIn(t.app, SIERRA, "socio@sierra.example");
    const res = await request(t.app, SIERRA, {
      method: "GET",
      url: "/api/checkout/shipping/local",
      headers: { cookie: socio },
    });
    expect(json<{ name: string }[]>(res).map((location) => location.name)).toEqual(["Recepción del club"]);
  });
});
