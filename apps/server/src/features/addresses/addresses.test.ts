import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type WireAddress = {
  id: string;
  type: string;
  default: boolean;
  country: string;
  state: string | null;
  city: string;
};
type WireError = { error_details: { field: string; details: string }[] };

const list = (cookie: string | undefined, query = "", host = HARBOR) =>
  request(t.app, host, {
    method: "GET",
    url: `/api/account/addresses${query}`,
    headers: cookie ? { cookie } : {},
  });
const add = (cookie: string, payload: Record<string, unknown>) =>
  request(t.app, HARBOR, { method: "POST", url: "/api/account/addresses", headers: { cookie }, payload });
const patch = (cookie: string, id: string, payload: Record<string, unknown>, host = HARBOR) =>
  request(t.app, host, {
    method: "PATCH",
    url: `/api/account/addresses/${id}`,
    headers: { cookie },
    payload,
  });
const remove = (cookie: string, id: string, host = HARBOR) =>
  request(t.app, host, { method: "DELETE", url: `/api/account/addresses/${id}`, headers: { cookie } });

const home = {
  first_name: "Ada",
  last_name: "Byron",
  address: "1 Cliff Walk",
  city: "Newport",
  state: "RI",
  zip_code: "02840",
};
const fields = (res: { body: string }) =>
  json<WireError>(res as never)
    .error_details.map((detail) => detail.field)
    .sort();

describe("/api/account/addresses", () => {
  it("lists the demo member's addresses, defaults first, and filters by type", async () => {
    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    const all = json<WireAddress[]>(await list(member));
    expect(all).toHaveLength(3);
    expect(
      all
        .filter((a) => a.default)
        .map((a) => a.type)
        .sort(),
    ).toEqual(["billing", "shipping"]);
    const billing = json<WireAddress[]>(await list(member, "?type=billing"));
    expect(billing.map((a) => a.type)).toEqual(["billing"]);
  });

  it("defaults the country to US and the type to shipping; the first of a type is the default", async () => {
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    const first = await add(guest, home);
    expect(first.statusCode).toBe(201);
    expect(json<WireAddress>(first)).toMatchObject({
      country: "US",
      type: "shipping",
      default: true,
      state: "RI",
    });
    const second = json<WireAddress>(await add(guest, { ...home, address: "2 Bellevue Ave" }));
    expect(second.default).toBe(false);
    const billing = json<WireAddress>(await add(guest, { ...home, type: "billing" }));
    expect(billing.default).toBe(true);
  });

  it("keeps one default per type: a new default takes the flag, a deleted one passes it on", async () => {
    const guest = await signIn(t.app, HARBOR, "newpass@harbor.example");
    const a = json<WireAddress>(await add(guest, home));
    const b = json<WireAddress>(await add(guest, { ...home, address: "B Street", default: true }));
    const defaults = () =>
      list(guest, "?type=shipping").then((res) =>
        json<WireAddress[]>(res)
          .filter((x) => x.default)
          .map((x) => x.id),
      );
    expect(await defaults()).toEqual([b.id]);
    expect(json<WireAddress>(await patch(guest, a.id, { default: true })).default).toBe(true);
    expect(await defaults()).toEqual([a.id]);
    expect(fields(await patch(guest, a.id, { default: false }))).toEqual(["default"]);
    expect((await remove(guest, a.id)).statusCode).toBe(200);
    expect(await defaults()).toEqual([b.id]);
  });

  it("needs a US state for a US address and checks the zip by country, on create and on change", async () => {
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    expect(fields(await add(guest, { ...home, state: "Rhode Island", zip_code: "ABC" }))).toEqual([
      "state",
      "zip_code",
    ]);
    expect(fields(await add(guest, { ...home, first_name: "", city: "" }))).toEqual(["city", "first_name"]);
    const abroad = await add(guest, { ...home, country: "ES", state: "Madrid", zip_code: "28001" });
    expect(json<WireAddress>(abroad)).toMatchObject({ country: "ES", state: "Madrid" });
    const id = json<WireAddress>(abroad).id;
    // Moving it to the US without a US state breaks the rule across fields (28001 fits a US zip).
    expect(fields(await patch(guest, id, { country: "US" }))).toEqual(["state"]);
    // The field is named as the wire names it, on a change as on a create.
    expect(fields(await patch(guest, id, { zip_code: "ABC" }))).toEqual(["zip_code"]);
    expect(
      json<WireAddress>(await patch(guest, id, { country: "US", state: "ny", zip_code: "10001" })),
    ).toMatchObject({
      country: "US",
      state: "NY",
    });
  });

  it("holds the phone to the phone rule the forms use (spec-2 §5), on create and on change", async () => {
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    const notAPhone = await add(guest, { ...home, phone_number: "call me maybe" });
    expect(notAPhone.statusCode).toBe(400);
    expect(json<WireError>(notAPhone).error_details).toEqual([
      { field: "phone_number", details: "Please enter a valid phone number" },
    ]);
    expect(fields(await add(guest, { ...home, phone_number: "12345" }))).toEqual(["phone_number"]);
    const saved = await add(guest, { ...home, phone_number: "+1 (401) 555-0177" });
    expect(saved.statusCode).toBe(201);
    const id = json<WireAddress>(saved).id;
    expect(fields(await patch(guest, id, { phone_number: "0000000000" }))).toEqual(["phone_number"]);
    expect((await patch(guest, id, { phone_number: null })).statusCode).toBe(200);
  });

  it("needs a session: 401", async () => {
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it("another member's address, or another club's, is a 404 and stays", async () => {
    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    const [first] = json<WireAddress[]>(await list(member));
    if (!first) throw new Error("no demo address");
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    expect((await patch(guest, first.id, { city: "Elsewhere" })).statusCode).toBe(404);
    expect((await remove(guest, first.id)).statusCode).toBe(404);
    const socio = await signIn(t.app, SIERRA, "socio@sierra.example");
    expect((await remove(socio, first.id, SIERRA)).statusCode).toBe(404);
    expect(json<WireAddress[]>(await list(member)).find((a) => a.id === first.id)?.city).toBe(first.city);
  });
});
