/**
 * Kept answers replayed at the door (platform/replayed-answers.ts): the next GET of a URL gets the
 * very answer the route sent, without the hooks and handler, but only while the route would still
 * send it, at the same club, and to a caller the route's access lets in; anyone else goes the
 * whole way and gets the route's own answer.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../demo/demo-ids.ts";
import { DEMO_BOOKINGS } from "../features/bookings/demo.ts";
import { catalogueProducts } from "../features/catalogue/tables.ts";
import { signIn } from "../test/customer-session.ts";
import {
  createTestApp,
  HARBOR,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../test/test-app.ts";
import type { Replay } from "./replayed-answers.ts";

let t: TestApp;
let member: string;
let guest: string;
let memberAtSierra: string;
/** What the door answered each request with: a replay, or undefined (the whole way). */
let replayed: () => (Replay | undefined)[];
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
  guest = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.guest.email);
  memberAtSierra = await signIn(t.app, SIERRA, DEMO_CUSTOMERS.memberAtSierra.email);
  const door = vi.spyOn(t.app.replays, "forRequest");
  replayed = () => door.mock.results.map((result) => result.value as Replay | undefined);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, headers: Record<string, string> = {}, host = HARBOR) =>
  request(t.app, host, { method: "GET", url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

/** Whether the door answered the latest request. */
const lastWasReplayed = () => replayed().at(-1) !== undefined;

/** The headers that differ per request by design. */
const sameAnswer = (answer: LightMyRequestResponse) => {
  const { "x-request-id": _id, date: _date, ...headers } = answer.headers;
  return { status: answer.statusCode, headers, body: answer.rawPayload.toString("base64") };
};

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

describe("kept answers replayed at the door", () => {
  it("replays the answer the route sent, byte for byte, in each encoding and as a 304", async () => {
    const url = "/api/products?page_size=24&page_number=1";
    for (const encoding of ["br", "gzip", undefined]) {
      const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
      const first = await get(url, member, headers);
      expect(first.statusCode).toBe(200);
      const again = await get(url, member, headers);
      expect(lastWasReplayed()).toBe(true);
      expect(sameAnswer(again)).toEqual(sameAnswer(first));
      expect(again.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
      expect(again.headers["content-security-policy"]).toBeDefined();
      expect(again.headers.pagination).toBeDefined();
    }
    const etag = String((await get(url, member)).headers.etag);
    const held = await get(url, member, { "if-none-match": etag });
    expect(lastWasReplayed()).toBe(true);
    expect(held.statusCode).toBe(304);
  });

  it("stops replaying once the rows behind the answer change", async () => {
    const url = "/api/products?page_size=100";
    const before = json<{ name: string }[]>(await get(url, member));
    await get(url, member);
    expect(lastWasReplayed()).toBe(true);
    const { scope } = await serviceContext(t.app, DEMO.harbor.companyId);
    await scope.insertOne(catalogueProducts, { name: "Replayed tote", priceCents: 1800 });
    const after = json<{ name: string }[]>(await get(url, member));
    expect(lastWasReplayed()).toBe(false);
    expect(after.map((product) => product.name)).toContain("Replayed tote");
    expect(after.length).toBe(before.length + 1);
  });

  it("replays nothing to a caller the route's access does not let in, who gets the route's refusal", async () => {
    const products = "/api/products?page_size=12";
    await get(products, member);
    expect((await get(products, member)).statusCode).toBe(200);
    expect(lastWasReplayed()).toBe(true);
    const signedOut = await get(products);
    expect(lastWasReplayed()).toBe(false);
    expect(signedOut.statusCode).toBe(401);
    // Another club's session, with Harbor's Host: not a session of this club.
    expect((await get(products, memberAtSierra)).statusCode).toBe(401);
    expect(lastWasReplayed()).toBe(false);

    // The directory is for members: a signed-in guest is refused as before.
    const directory = "/api/directory/businesses";
    await get(directory, member);
    expect((await get(directory, member)).statusCode).toBe(200);
    expect(lastWasReplayed()).toBe(true);
    const refused = await get(directory, guest);
    expect(lastWasReplayed()).toBe(false);
    expect(json(refused)).toMatchObject({ code: "members_only" });
  });

  it("asks a members-only resource's slots of membership, though the route lets any customer in", async () => {
    const { spa, services } = DEMO_BOOKINGS;
    const url = `/api/spa/${spa}/slots?from=${day(3)}&to=${day(5)}&service_id=${services.swedish}`;
    await get(url, member);
    expect((await get(url, member)).statusCode).toBe(200);
    expect(lastWasReplayed()).toBe(true);
    const refused = await get(url, guest);
    expect(lastWasReplayed()).toBe(false);
    expect(json(refused)).toMatchObject({ code: "members_only" });
  });

  it("replays the club's config until the club's config changes", async () => {
    const first = await get("/config");
    await get("/config");
    expect(lastWasReplayed()).toBe(true);
    // What a staff edit of the theme announces to every instance; another request then finds the
    // club anew (the same club, its new config) before /config is asked again.
    await t.app.tenants.announceChange(DEMO.harbor.domainId);
    await get("/api/events?page_size=3");
    const after = await get("/config");
    expect(lastWasReplayed()).toBe(false);
    expect(sameAnswer(after)).toEqual(sameAnswer(first));
    await get("/config");
    expect(lastWasReplayed()).toBe(true);
  });

  it("answers the same URL at another club with that club's own answer", async () => {
    const url = "/api/events?page_size=50";
    const atHarbor = await get(url);
    await get(url);
    expect(lastWasReplayed()).toBe(true);
    const atSierra = await get(url, undefined, {}, SIERRA);
    expect(lastWasReplayed()).toBe(false);
    expect(atSierra.headers.etag).not.toBe(atHarbor.headers.etag);
    await get(url, undefined, {}, SIERRA);
    expect(lastWasReplayed()).toBe(true);
  });
});
