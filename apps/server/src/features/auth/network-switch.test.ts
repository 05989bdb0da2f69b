import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { nextAddress, signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Cookie header of the named cookies a response set, for the next request of the same browser. */
const cookieOf = (res: Awaited<ReturnType<typeof request>>, name: string) => {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie (status ${res.statusCode})`);
  return `${name}=${cookie.value}`;
};

// Each from an address of its own: the public routes' per-address limit is not under test here.
const startAtSierra = (from: string = DEMO.harbor.companyId) =>
  request(t.app, SIERRA, {
    method: "GET",
    url: `/global-switch/start?from=${from}`,
    remoteAddress: nextAddress(),
  });

const askHarbor = (harborSession: string, body: Record<string, unknown>) =>
  request(t.app, HARBOR, {
    method: "POST",
    url: "/api/account/global-switch",
    headers: { cookie: harborSession, origin: `http://${HARBOR}` },
    payload: body,
  });

const arriveAtSierra = (pass: string, cookie?: string, origin = `http://${SIERRA}`) =>
  request(t.app, SIERRA, {
    method: "POST",
    url: "/api/public/global-switch",
    headers: { origin, ...(cookie ? { cookie } : {}) },
    payload: { pass },
    remoteAddress: nextAddress(),
  });

/**
 * What a browser signed in at Harbor does when its member switches to Sierra, up to the page
 * that spends the pass: Sierra's nonce cookie, and the pass Harbor bound to it.
 */
async function switchToSierra(harborSession: string) {
  const started = await startAtSierra();
  expect(started.statusCode).toBe(303);
  const nonce = cookieOf(started, "crest_switch");
  const passPage = new URL(String(started.headers.location));
  expect(passPage.hostname).toBe(HARBOR);
  expect(passPage.pathname).toBe("/global-switch/pass");
  expect(passPage.searchParams.get("to")).toBe(DEMO.sierra.companyId);
  const issued = await askHarbor(harborSession, {
    company_id: passPage.searchParams.get("to"),
    binding: passPage.searchParams.get("binding"),
  });
  expect(issued.statusCode).toBe(200);
  const arrive = new URL(json<{ url: string }>(issued).url);
  expect(arrive.hostname).toBe(SIERRA);
  expect(arrive.pathname).toBe("/global-switch/arrive");
  return { nonce, pass: decodeURIComponent(arrive.hash.slice(1)) };
}

const accountAtSierra = async (cookie: string) => {
  const res = await request(t.app, SIERRA, { method: "GET", url: "/api/account", headers: { cookie } });
  return res.statusCode === 200 ? json<{ id: string }>(res).id : res.statusCode;
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

  it("signs the member in at the other club without a password, in the browser that started, once per pass", async () => {
    const harbor = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const { nonce, pass } = await switchToSierra(harbor);
    expect(pass).toMatch(/^[\w-]{40,}$/);

    const arrived = await arriveAtSierra(pass, nonce);
    expect(arrived.statusCode).toBe(200);
    expect(json(arrived)).toMatchObject({ id: DEMO_CUSTOMERS.memberAtSierra.id });
    const session = arrived.cookies.find((c) => c.name === "crest_session");
    expect(session?.httpOnly).toBe(true);
    // The nonce is spent with the pass.
    expect(arrived.cookies.find((c) => c.name === "crest_switch")?.value).toBe("");
    expect(await accountAtSierra(`crest_session=${session?.value}`)).toBe(DEMO_CUSTOMERS.memberAtSierra.id);

    const again = await arriveAtSierra(pass, nonce);
    expect(again.statusCode).toBe(400);
    expect(json(again).code).toBe("switch_expired");
    expect(again.cookies.find((c) => c.name === "crest_session")).toBeUndefined();
  });

  it("a pass opened in a browser that did not start the switch signs nobody in (login CSRF)", async () => {
    // The attacker, a member, makes a pass for their own account in their own browser…
    const attacker = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const { nonce, pass } = await switchToSierra(attacker);
    // …and has the victim's browser open it: by the old address (a cross-site GET)…
    const opened = await request(t.app, SIERRA, { method: "GET", url: `/global-switch/${pass}` });
    expect(opened.cookies.find((c) => c.name === "crest_session")).toBeUndefined();
    // …by the page that spends passes, without a nonce or with one of the victim's own.
    const bare = await arriveAtSierra(pass);
    expect(bare.statusCode).toBe(400);
    expect(json(bare).code).toBe("switch_expired");
    const victimsNonce = cookieOf(await startAtSierra(), "crest_switch");
    const bound = await arriveAtSierra(pass, victimsNonce);
    expect(bound.statusCode).toBe(400);
    expect(bound.cookies.find((c) => c.name === "crest_session")).toBeUndefined();
    // From another site, the page is never reached at all.
    expect((await arriveAtSierra(pass, nonce, "https://evil.example")).statusCode).toBe(403);
    // The refusals spent nothing: in the attacker's own browser the pass still works.
    expect((await arriveAtSierra(pass, nonce)).statusCode).toBe(200);
  });

  it("never replaces the session of someone else signed in here; after signing out, the same pass works", async () => {
    const socio = await signIn(t.app, SIERRA, DEMO_CUSTOMERS.socio.email);
    const harbor = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const { nonce, pass } = await switchToSierra(harbor);
    const browser = `${socio}; ${nonce}`;

    const refused = await arriveAtSierra(pass, browser);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe("signed_in_as_other");
    expect(refused.cookies.find((c) => c.name === "crest_session")).toBeUndefined();
    expect(await accountAtSierra(socio)).toBe(DEMO_CUSTOMERS.socio.id);

    await request(t.app, SIERRA, {
      method: "POST",
      url: "/signout",
      headers: { cookie: browser, origin: `http://${SIERRA}` },
    });
    const arrived = await arriveAtSierra(pass, nonce);
    expect(arrived.statusCode).toBe(200);
    expect(json(arrived)).toMatchObject({ id: DEMO_CUSTOMERS.memberAtSierra.id });
  });

  it("keeps the session of the same person already signed in here", async () => {
    const atSierra = await signIn(t.app, SIERRA, DEMO_CUSTOMERS.memberAtSierra.email);
    const harbor = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const { nonce, pass } = await switchToSierra(harbor);
    const arrived = await arriveAtSierra(pass, `${atSierra}; ${nonce}`);
    expect(arrived.statusCode).toBe(200);
    expect(arrived.cookies.find((c) => c.name === "crest_session")).toBeUndefined();
    expect(await accountAtSierra(atSierra)).toBe(DEMO_CUSTOMERS.memberAtSierra.id);
  });

  it("a pass spent at another club than its own signs nobody in, and still works at its own", async () => {
    const harbor = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const { nonce, pass } = await switchToSierra(harbor);
    const wrongClub = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/public/global-switch",
      headers: { origin: `http://${HARBOR}`, cookie: nonce },
      payload: { pass },
    });
    expect(wrongClub.statusCode).toBe(400);
    expect(wrongClub.cookies.find((c) => c.name === "crest_session")).toBeUndefined();
    expect((await arriveAtSierra(pass, nonce)).statusCode).toBe(200);
  });

  it("refuses a club the customer does not belong to, this club, a `from` outside the network, and a made-up pass", async () => {
    const binding = "A".repeat(43);
    const guest = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.guest.email);
    expect((await askHarbor(guest, { company_id: DEMO.sierra.companyId, binding })).statusCode).toBe(404);
    const member = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    expect((await askHarbor(member, { company_id: DEMO.harbor.companyId, binding })).statusCode).toBe(404);
    expect((await askHarbor(member, { company_id: DEMO.sierra.companyId })).statusCode).toBe(400);
    for (const from of [DEMO.sierra.companyId, "00000000-0000-4000-8000-000000000000"]) {
      const started = await startAtSierra(from);
      expect(started.headers.location).toBe("/login");
      expect(started.cookies.find((c) => c.name === "crest_switch")).toBeUndefined();
    }
    const nonce = cookieOf(await startAtSierra(), "crest_switch");
    const madeUp = await arriveAtSierra("not-a-real-pass-at-all", nonce);
    expect(json(madeUp).code).toBe("switch_expired");
  });

  it("needs a session to ask for a pass", async () => {
    const res = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/account/global-switch",
      headers: { origin: `http://${HARBOR}` },
      payload: { company_id: DEMO.sierra.companyId, binding: "A".repeat(43) },
    });
    expect(res.statusCode).toBe(401);
  });
});
