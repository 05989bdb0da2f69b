import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_MEMBERSHIPS } from "../../demo/demo-ids.ts";
import { signIn, signInStaff } from "../../test/customer-session.ts";
import {
  createTestApp,
  HARBOR,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../../test/test-app.ts";
import { notify } from "./index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, cookie?: string, host = HARBOR, payload?: unknown) =>
  request(t.app, host, { method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const count = async (cookie: string, host = HARBOR) =>
  json<{ unread: number }>(await call("GET", "/api/account/notifications/count", cookie, host)).unread;

interface Note {
  id: string;
  kind: string;
  title: string;
  body: string;
  read: boolean;
  link: string | null;
}

describe("notifications: the bell and /notifications", () => {
  it("member@ has four demo notifications, two unread, worded in English", async () => {
    // The club's two messages to everyone ring every member's bell; pastdue@ read neither.
    const member = await signIn(t.app, HARBOR, "pastdue@harbor.example");
    expect(await count(member)).toBe(2);
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    const all = json<Note[]>(await call("GET", "/api/account/notifications", cookie));
    expect(all).toHaveLength(4);
    expect(all[0]).toMatchObject({ kind: "club_message", title: "New message from the club", read: false });
    const unread = await call("GET", "/api/account/notifications?tab=unread", cookie);
    expect(json<Note[]>(unread)).toHaveLength(2);
    expect(JSON.parse(String(unread.headers.pagination))).toMatchObject({ total_count: 2 });
  });

  it("a notification raised by another feature reaches the member's bell, in the club's language", async () => {
    const context = await serviceContext(t.app, DEMO.sierra.companyId);
    await notify(context, {
      customerId: DEMO_CUSTOMERS.socio.id,
      kind: "order_placed",
      facts: { orderNumber: "S-7", total: "12,00 €" },
      link: "/account/billing/orders",
    });
    const socio = await signIn(t.app, SIERRA, "socio@sierra.example");
    const [latest] = json<Note[]>(await call("GET", "/api/account/notifications", socio, SIERRA));
    expect(latest).toMatchObject({
      title: "Pedido realizado",
      body: "Su pedido S-7 por 12,00 € se ha realizado. ¡Gracias!",
      read: false,
    });
  });

  it("marks one read, then all; another member's is a 404", async () => {
    const cookie = await signIn(t.app, HARBOR, "onhold@harbor.example");
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    await notify(
      context,
      { customerId: DEMO_CUSTOMERS.onHold.id, kind: "payment_failed", facts: { amount: "$10.00" } },
      { customerId: DEMO_CUSTOMERS.onHold.id, kind: "invoice_due", facts: { amount: "$10.00" } },
    );
    // Besides the club's two messages of the demo.
    expect(await count(cookie)).toBe(4);
    const [first] = json<Note[]>(await call("GET", "/api/account/notifications", cookie));
    if (!first) throw new Error("no notification");
    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    expect((await call("POST", `/api/account/notifications/${first.id}/read`, member)).statusCode).toBe(404);
    expect((await call("POST", `/api/account/notifications/${first.id}/read`, cookie)).statusCode).toBe(200);
    expect(await count(cookie)).toBe(3);
    expect((await call("POST", "/api/account/notifications/read", cookie)).statusCode).toBe(200);
    expect(await count(cookie)).toBe(0);
  });

  it("needs a session, and a notification id that is a uuid", async () => {
    expect((await call("GET", "/api/account/notifications/count")).statusCode).toBe(401);
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    expect((await call("GET", "/api/account/notifications?tab=old", cookie)).statusCode).toBe(400);
    expect((await call("POST", "/api/account/notifications/nope/read", cookie)).statusCode).toBe(400);
  });
});

describe("messages: the club writes, members read", () => {
  it("staff send member@ a message: inbox, bell, read state, and the count falls on reading", async () => {
    const staff = await signInStaff(t.app, HARBOR);
    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    const before = await count(member);
    const sent = await call("POST", "/admin/api/messages", staff, HARBOR, {
      subject: "Your slip is ready",
      body: "Slip C-12 is yours from Monday.",
      audience: { type: "member", customer_id: DEMO_CUSTOMERS.member.id },
    });
    expect(sent.statusCode).toBe(201);
    expect(json(sent)).toMatchObject({ recipients: 1, subject: "Your slip is ready" });
    expect(await count(member)).toBe(before + 1);
    const id = json(sent).id as string;
    const inbox = json<{ id: string; read: boolean; from: string }[]>(
      await call("GET", "/api/account/messages", member),
    );
    expect(inbox[0]).toMatchObject({ id, read: false });
    expect((await call("POST", `/api/account/messages/${id}/read`, member)).statusCode).toBe(200);
    expect(json(await call("GET", `/api/account/messages/${id}`, member))).toMatchObject({ read: true });
    expect(await count(member)).toBe(before);
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    expect((await call("GET", `/api/account/messages/${id}`, guest)).statusCode).toBe(404);
    const socio = await signIn(t.app, SIERRA, "socio@sierra.example");
    expect((await call("GET", `/api/account/messages/${id}`, socio, SIERRA)).statusCode).toBe(404);
  });

  it("a message to a plan reaches its holders only, with an e-mail copy for those who opted in", async () => {
    const staff = await signInStaff(t.app, HARBOR);
    const sent = await call("POST", "/admin/api/messages", staff, HARBOR, {
      subject: "Marina add-on holders",
      body: "The fuel dock closes early on Friday.",
      audience: { type: "plan", plan_id: DEMO_MEMBERSHIPS.plans.marina },
    });
    expect(sent.statusCode).toBe(201);
    const { recipients, emailed } = json<{ recipients: number; emailed: number }>(sent);
    expect(recipients).toBeGreaterThan(0);
    // member@ (Eleanor) opted in to e-mail and holds the marina add-on.
    expect(emailed).toBeGreaterThanOrEqual(1);
    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    const subjects = async (cookie: string) =>
      json<{ subject: string }[]>(await call("GET", "/api/account/messages", cookie)).map((m) => m.subject);
    expect(await subjects(member)).toContain("Marina add-on holders");
    expect(await subjects(guest)).not.toContain("Marina add-on holders");
    await t.app.jobs.drain();
    const copies = t.mail.sent.filter((mail) => mail.subject === "Marina add-on holders");
    expect(copies).toHaveLength(emailed);
    expect(copies.map((mail) => mail.to)).toContain("member@harbor.example");
    expect(String(copies[0]?.text)).toMatch(/Read it in the portal: http.*\/messages\//);
  });

  it("refuses an unknown recipient, bad input, and a member's session", async () => {
    const staff = await signInStaff(t.app, HARBOR);
    const unknown = await call("POST", "/admin/api/messages", staff, HARBOR, {
      subject: "Hello",
      body: "Anyone?",
      audience: { type: "member", customer_id: DEMO_CUSTOMERS.socio.id },
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).code).toBe("recipient_not_found");
    const bad = await call("POST", "/admin/api/messages", staff, HARBOR, {
      subject: "",
      audience: { type: "all" },
    });
    expect(bad.statusCode).toBe(400);
    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    expect(
      (
        await call("POST", "/admin/api/messages", member, HARBOR, {
          subject: "x",
          body: "y",
          audience: { type: "everyone" },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("messages: the audience counted before sending (issue 32)", () => {
  it("counts everyone, a plan's holders and one member as the send then does; a viewer may ask", async () => {
    const staff = await signInStaff(t.app, HARBOR);
    const viewer = await signInStaff(t.app, HARBOR, "viewer@harbor.example");
    const size = async (query: string, cookie = viewer) => {
      const res = await call("GET", `/admin/api/messages/audience?${query}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return json<{ recipients: number; emailed: number }>(res);
    };
    const plan = await size(`type=plan&plan_id=${DEMO_MEMBERSHIPS.plans.marina}`);
    const sent = await call("POST", "/admin/api/messages", staff, HARBOR, {
      subject: "Counted first",
      body: "The count said so.",
      audience: { type: "plan", plan_id: DEMO_MEMBERSHIPS.plans.marina },
    });
    expect(json(sent)).toMatchObject(plan);
    expect(plan.recipients).toBeGreaterThan(0);
    expect(await size(`type=member&customer_id=${DEMO_CUSTOMERS.member.id}`)).toEqual({
      recipients: 1,
      emailed: 1,
    });
    const everyone = await size("type=everyone");
    expect(everyone.recipients).toBeGreaterThanOrEqual(plan.recipients);
  });

  it("another club's member or plan is not a recipient; a missing id or a member's session is refused", async () => {
    const staff = await signInStaff(t.app, HARBOR);
    const elsewhere = await call(
      "GET",
      `/admin/api/messages/audience?type=member&customer_id=${DEMO_CUSTOMERS.socio.id}`,
      staff,
    );
    expect([elsewhere.statusCode, json(elsewhere).code]).toEqual([404, "recipient_not_found"]);
    expect((await call("GET", "/admin/api/messages/audience?type=plan", staff)).statusCode).toBe(400);
    expect((await call("GET", "/admin/api/messages/audience?type=all", staff)).statusCode).toBe(400);
    const member = await signIn(t.app, HARBOR, "member@harbor.example");
    expect((await call("GET", "/admin/api/messages/audience?type=everyone", member)).statusCode).toBe(401);
  });
});
