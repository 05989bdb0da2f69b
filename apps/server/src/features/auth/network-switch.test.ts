import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const switchTo = (cookie: string, companyId: string) =>
  request(t.app, HARBOR, {
    method: "POST",
    url: "/api/account/global-switch",
    headers: { cookie, origin: `http://${HARBOR}` },
    payload: { company_id: companyId },
  });

/** The path of the one-use address the switch answered (its host is the other club's). */
const passPathOf = (url: string) => {
  const address = new URL(url);
  expect(address.hostname).toBe(SIERRA);
  return address.pathname;
};

describe("global network switching (spec-1 §4)", () => {
  it("lists the member's clubs of the network, this one first", async () => {
    const cookie = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const res = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/account/global-networks",
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const clubs = json<{ id: string; name: string; current: boolean }[]>(res);
    expect(clubs.map((club) => [club.id, club.current])).toEqual([
      [DEMO.harbor.companyId, true],
      [DEMO.sierra.companyId, false],
    ]);
  });

  it("signs the member in at the other club without a password, once per pass", async () => {
    const cookie = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const started = await switchTo(cookie, DEMO.sierra.companyId);
    expect(started.statusCode).toBe(200);
    const path = passPathOf(json<{ url: string }>(started).url);
    expect(path).toMatch(/^\/global-switch\/[\w-]{40,}$/);

    const arrived = await request(t.app, SIERRA, { method: "GET", url: path });
    expect(arrived.statusCode).toBe(303);
    expect(arrived.headers.location).toBe("/");
    const session = arrived.cookies.find((c) => c.name === "crest_session");
    expect(session?.httpOnly).toBe(true);
    const account = await request(t.app, SIERRA, {
      method: "GET",
      url: "/api/account",
      headers: { cookie: `crest_session=${session?.value}` },
    });
    expect(account.statusCode).toBe(200);
    expect(json(account)).toMatchObject({
      id: DEMO_CUSTOMERS.memberAtSierra.id,
      company_id: DEMO.sierra.companyId,
    });

    const again = await request(t.app, SIERRA, { method: "GET", url: path });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe("/login");
    expect(again.cookies.find((c) => c.name === "crest_session")).toBeUndefined();
  });

  it("a pass opened at another club than its own signs nobody in, and still works at its own", async () => {
    const cookie = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const path = passPathOf(json<{ url: string }>(await switchTo(cookie, DEMO.sierra.companyId)).url);
    const wrongClub = await request(t.app, HARBOR, { method: "GET", url: path });
    expect(wrongClub.headers.location).toBe("/login");
    expect(wrongClub.cookies.find((c) => c.name === "crest_session")).toBeUndefined();
    const ownClub = await request(t.app, SIERRA, { method: "GET", url: path });
    expect(ownClub.headers.location).toBe("/");
  });

  it("refuses a club the customer does not belong to, this club, and a made-up pass", async () => {
    const guest = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.guest.email);
    expect((await switchTo(guest, DEMO.sierra.companyId)).statusCode).toBe(404);
    const member = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    expect((await switchTo(member, DEMO.harbor.companyId)).statusCode).toBe(404);
    const madeUp = await request(t.app, SIERRA, {
      method: "GET",
      url: "/global-switch/not-a-real-pass-at-all",
    });
    expect(madeUp.headers.location).toBe("/login");
  });

  it("needs a session", async () => {
    const res = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/account/global-switch",
      headers: { origin: `http://${HARBOR}` },
      payload: { company_id: DEMO.sierra.companyId },
    });
    expect(res.statusCode).toBe(401);
  });
});
