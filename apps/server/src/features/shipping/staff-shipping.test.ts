/**
 * Shipping for staff (issue 32 item 1): rates (weight brackets, countries, free-from) and pickup
 * locations (hours with several ranges a day) that checkout offers at once; the terms checked as
 * a whole; reorder and delete; the levels and another club's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { signIn } from "../../test/customer-session.ts";
import { signInStaffTrio } from "../../test/staff-trio.ts";
import { createTestApp, HARBOR, json, request, serviceContext, type TestApp } from "../../test/test-app.ts";
import { quoteShippingRates } from "./service.ts";

let t: TestApp;
let as: Awaited<ReturnType<typeof signInStaffTrio>>;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInStaffTrio(t.app);
});
afterAll(() => t.close());

const fieldOf = (res: Parameters<typeof json>[0]) =>
  json<{ error_details: { field: string; details: string }[] }>(res).error_details[0]?.field;

interface RateWire {
  id: string;
  method: string;
  basis: string;
  price: number;
  brackets: { up_to_grams: number; price: number }[];
  countries: string[];
  free_from: number | null;
  position: number;
}
interface LocationWire {
  id: string;
  name: string;
  hours: Record<string, string>;
  position: number;
}

const parcel = (weightGrams: number) => ({ address: { country: "PT" }, weightGrams, subtotalCents: 5000 });
const quoted = async (weightGrams: number) => {
  const context = await serviceContext(t.app, DEMO.harbor.companyId);
  const member = { ...context, actor: { kind: "customer" as const, customerId: DEMO_CUSTOMERS.member.id } };
  const { rates } = await quoteShippingRates(member, parcel(weightGrams));
  return rates.map((rate) => `${rate.method} ${rate.price}`);
};

describe("shipping rates for staff", () => {
  let rate: RateWire;

  it("creates a rate by weight that checkout quotes at once, last in the order", async () => {
    const res = await as("owner", "POST", "/admin/api/shipping/rates", {
      method: "Iberia parcel",
      courier: "CTT",
      courier_code: "ctt",
      basis: "weight",
      brackets: [
        { up_to_grams: 1000, price: 9.5 },
        { up_to_grams: 5000, price: 19 },
      ],
      countries: ["pt", "ES", "PT"],
      free_from: 200,
    });
    expect(res.statusCode).toBe(201);
    rate = json<RateWire>(res);
    expect(rate).toMatchObject({ basis: "weight", price: 0, countries: ["PT", "ES"], free_from: 200 });
    expect(rate.brackets).toEqual([
      { up_to_grams: 1000, price: 9.5 },
      { up_to_grams: 5000, price: 19 },
    ]);
    expect(await quoted(800)).toEqual(["Iberia parcel 950"]);
    expect(await quoted(4000)).toEqual(["Iberia parcel 1900"]);
    expect(await quoted(6000)).toEqual([]);
    const list = json<RateWire[]>(await as("viewer", "GET", "/admin/api/shipping/rates"));
    expect(list.at(-1)?.id).toBe(rate.id);
    const byCountry = json<RateWire[]>(await as("owner", "GET", "/admin/api/shipping/rates?country=pt"));
    expect(byCountry.map((r) => r.method)).toEqual(["Iberia parcel"]);
    const paged = await as("owner", "GET", "/admin/api/shipping/rates?page_size=2");
    expect(json<RateWire[]>(paged)).toHaveLength(2);
    expect(JSON.parse(String(paged.headers.pagination))).toMatchObject({
      total_count: 4,
      has_next_page: true,
    });
  });

  it("refuses brackets out of order, no brackets by weight, an unknown country or a negative price", async () => {
    const base = { method: "Bad", courier: "X", courier_code: "x" };
    const cases: [object, string][] = [
      [
        {
          ...base,
          basis: "weight",
          brackets: [
            { up_to_grams: 500, price: 1 },
            { up_to_grams: 500, price: 2 },
          ],
        },
        "brackets.1.up_to_grams",
      ],
      [{ ...base, basis: "weight" }, "brackets"],
      [{ ...base, basis: "flat", countries: ["XX"] }, "countries.0"],
      [{ ...base, basis: "flat", price: -1 }, "price"],
      [{ ...base, basis: "flat", price: 1.005 }, "price"],
    ];
    for (const [body, field] of cases) {
      const res = await as("owner", "POST", "/admin/api/shipping/rates", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldOf(res)).toBe(field);
    }
  });

  it("a change is checked as a whole; turning a rate flat drops its brackets", async () => {
    const bad = await as("owner", "PATCH", `/admin/api/shipping/rates/${rate.id}`, { brackets: [] });
    expect(fieldOf(bad)).toBe("brackets");
    const flat = await as("owner", "PATCH", `/admin/api/shipping/rates/${rate.id}`, {
      basis: "flat",
      price: 12,
    });
    expect(json<RateWire>(flat)).toMatchObject({ basis: "flat", price: 12, brackets: [] });
    expect(await quoted(9000)).toEqual(["Iberia parcel 1200"]);
  });

  it("reorders every rate, refusing a list that leaves one out", async () => {
    const ids = json<RateWire[]>(await as("owner", "GET", "/admin/api/shipping/rates")).map((r) => r.id);
    const short = await as("owner", "PUT", "/admin/api/shipping/rates/order", { ids: ids.slice(1) });
    expect(fieldOf(short)).toBe("ids");
    const reversed = [...ids].reverse();
    const res = await as("owner", "PUT", "/admin/api/shipping/rates/order", { ids: reversed });
    expect(json<RateWire[]>(res).map((r) => r.id)).toEqual(reversed);
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    const us = await quoteShippingRates(context, { ...parcel(900), address: { country: "US" } });
    expect(us.rates.map((r) => r.method)).toEqual(["Express", "Ground"]);
  });

  it("a viewer reads but cannot write; another club's rate is a 404", async () => {
    expect((await as("viewer", "GET", `/admin/api/shipping/rates/${rate.id}`)).statusCode).toBe(200);
    const writes = [
      as("viewer", "POST", "/admin/api/shipping/rates", {
        method: "V",
        courier: "V",
        courier_code: "v",
        basis: "flat",
      }),
      as("viewer", "PATCH", `/admin/api/shipping/rates/${rate.id}`, { method: "V" }),
      as("viewer", "DELETE", `/admin/api/shipping/rates/${rate.id}`),
      as("viewer", "PUT", "/admin/api/shipping/rates/order", { ids: [rate.id] }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    for (const [method, payload] of [["GET"], ["PATCH", { method: "S" }], ["DELETE"]] as const)
      expect((await as("sierra", method, `/admin/api/shipping/rates/${rate.id}`, payload)).statusCode).toBe(
        404,
      );
    const sierraList = json<RateWire[]>(await as("sierra", "GET", "/admin/api/shipping/rates"));
    expect(sierraList.map((r) => r.method)).toEqual(["Estándar"]);
  });

  it("deletes a rate: checkout stops offering it", async () => {
    expect((await as("owner", "DELETE", `/admin/api/shipping/rates/${rate.id}`)).statusCode).toBe(200);
    expect(await quoted(800)).toEqual([]);
    expect((await as("owner", "GET", `/admin/api/shipping/rates/${rate.id}`)).statusCode).toBe(404);
  });
});

describe("pickup locations for staff", () => {
  let location: LocationWire;
  const memberSees = async () => {
    const cookie = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/checkout/shipping/local",
      headers: { cookie },
    });
    return json<LocationWire[]>(res);
  };

  it("adds a location with several ranges a day and closed days, which checkout lists at once", async () => {
    const res = await as("owner", "POST", "/admin/api/shipping/pickup-locations", {
      name: "Boathouse",
      address: "Pier 9, Newport",
      hours: { monday: "9:00 AM - 12:00 PM, 2:00 PM - 6:00 PM", tuesday: "  ", saturday: "10:00 - 14:00" },
    });
    expect(res.statusCode).toBe(201);
    location = json<LocationWire>(res);
    expect(location.hours).toEqual({
      monday: "9:00 AM - 12:00 PM, 2:00 PM - 6:00 PM",
      saturday: "10:00 - 14:00",
    });
    const seen = await memberSees();
    expect(seen.map((l) => l.name)).toEqual(["Clubhouse Front Desk", "Marina Store", "Boathouse"]);
  });

  it("refuses hours the rule cannot read or that overlap, naming the day", async () => {
    for (const [text, field] of [
      ["whenever", "hours.monday"],
      ["9:00 - 13:00, 12:00 - 18:00", "hours.monday"],
    ]) {
      const res = await as("owner", "PATCH", `/admin/api/shipping/pickup-locations/${location.id}`, {
        hours: { monday: text },
      });
      expect(res.statusCode).toBe(400);
      expect(fieldOf(res)).toBe(field);
    }
    const blank = await as("owner", "POST", "/admin/api/shipping/pickup-locations", {
      name: " ",
      address: "x",
    });
    expect(fieldOf(blank)).toBe("name");
  });

  it("changes, reorders and removes; searches by the start of the name", async () => {
    const changed = await as("owner", "PATCH", `/admin/api/shipping/pickup-locations/${location.id}`, {
      name: "Boathouse desk",
      hours: { sunday: "8:00 AM - 11:00 AM" },
    });
    expect(json<LocationWire>(changed)).toMatchObject({
      name: "Boathouse desk",
      hours: { sunday: "8:00 AM - 11:00 AM" },
    });
    const found = json<LocationWire[]>(
      await as("viewer", "GET", "/admin/api/shipping/pickup-locations?search=boat"),
    );
    expect(found.map((l) => l.name)).toEqual(["Boathouse desk"]);
    const ids = json<LocationWire[]>(await as("owner", "GET", "/admin/api/shipping/pickup-locations")).map(
      (l) => l.id,
    );
    const first = [location.id, ...ids.filter((id) => id !== location.id)];
    expect(
      (await as("owner", "PUT", "/admin/api/shipping/pickup-locations/order", { ids: first })).statusCode,
    ).toBe(200);
    expect((await memberSees())[0]?.name).toBe("Boathouse desk");
    expect(
      (await as("owner", "DELETE", `/admin/api/shipping/pickup-locations/${location.id}`)).statusCode,
    ).toBe(200);
    expect((await memberSees()).map((l) => l.name)).not.toContain("Boathouse desk");
  });

  it("a viewer cannot write; another club's location is a 404", async () => {
    const [desk] = json<LocationWire[]>(await as("owner", "GET", "/admin/api/shipping/pickup-locations"));
    const url = `/admin/api/shipping/pickup-locations/${desk?.id}`;
    expect((await as("viewer", "PATCH", url, { name: "V" })).statusCode).toBe(403);
    expect((await as("viewer", "DELETE", url)).statusCode).toBe(403);
    expect(
      (await as("viewer", "POST", "/admin/api/shipping/pickup-locations", { name: "V", address: "V" }))
        .statusCode,
    ).toBe(403);
    expect((await as("sierra", "GET", url)).statusCode).toBe(404);
    expect((await as("sierra", "PATCH", url, { name: "S" })).statusCode).toBe(404);
    expect((await as("sierra", "DELETE", url)).statusCode).toBe(404);
  });
});
