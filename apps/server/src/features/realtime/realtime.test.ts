import { TOPICS } from "@crest/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { signIn, signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, request, SIERRA, serviceContext, type TestApp } from "../../test/test-app.ts";
import * as customerTables from "../customers/tables.ts";
import { notify } from "../notifications/index.ts";
import { hubMessages, openHub } from "./hub-test-kit.ts";

let t: TestApp;
let member: string;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, HARBOR, "member@harbor.example");
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

const open = async (cookie: string | undefined, host = HARBOR, origin = `http://${host}`) => {
  const socket = await openHub(t.app, { cookie, host, origin });
  sockets.push(socket);
  return socket;
};

describe("the realtime hub", () => {
  it("a member subscribes to their notifications and hears one raised for them", async () => {
    const socket = await open(member);
    const heard = hubMessages(socket);
    socket.send(JSON.stringify({ type: "subscribe", topic: TOPICS.notifications(DEMO_CUSTOMERS.member.id) }));
    expect(await heard.next()).toEqual({
      type: "subscribed",
      topic: TOPICS.notifications(DEMO_CUSTOMERS.member.id),
    });
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    await notify(context, { customerId: DEMO_CUSTOMERS.member.id, kind: "payment_failed", facts: {} });
    expect(await heard.next()).toEqual({
      type: "event",
      topic: TOPICS.notifications(DEMO_CUSTOMERS.member.id),
      data: { changed: true },
    });
  });

  it("a member hears only their own topics: another's is refused, and its events never arrive", async () => {
    const socket = await open(member);
    const heard = hubMessages(socket);
    const others = TOPICS.notifications(DEMO_CUSTOMERS.guest.id);
    socket.send(JSON.stringify({ type: "subscribe", topic: others }));
    expect(await heard.next()).toMatchObject({ type: "error", code: "topic_forbidden", topic: others });
    socket.send(JSON.stringify({ type: "publish", topic: TOPICS.announcements, data: { spoof: true } }));
    expect(await heard.next()).toMatchObject({ type: "error", code: "topic_forbidden" });
    const context = await serviceContext(t.app, DEMO.harbor.companyId);
    await notify(context, { customerId: DEMO_CUSTOMERS.guest.id, kind: "invoice_due", facts: {} });
    socket.send(JSON.stringify({ type: "subscribe", topic: TOPICS.announcements }));
    // The next thing heard is the answer to this subscribe, not the guest's event.
    expect(await heard.next()).toEqual({ type: "subscribed", topic: TOPICS.announcements });
  });

  it("the club's public topic reaches its members, not another club's", async () => {
    const harborSocket = await open(member);
    const socio = await signIn(t.app, SIERRA, "socio@sierra.example");
    const sierraSocket = await open(socio, SIERRA);
    const harborHeard = hubMessages(harborSocket);
    const sierraHeard = hubMessages(sierraSocket);
    for (const socket of [harborSocket, sierraSocket])
      socket.send(JSON.stringify({ type: "subscribe", topic: TOPICS.announcements }));
    await harborHeard.next();
    await sierraHeard.next();
    const staff = await signInStaff(t.app, HARBOR);
    const sent = await request(t.app, HARBOR, {
      method: "POST",
      url: "/admin/api/messages",
      headers: { cookie: staff },
      payload: { subject: "Marina closed Monday", body: "Storm coming.", audience: { type: "everyone" } },
    });
    expect(sent.statusCode).toBe(201);
    expect(await harborHeard.next()).toMatchObject({ type: "event", topic: TOPICS.announcements });
    sierraSocket.send(JSON.stringify({ type: "unsubscribe", topic: TOPICS.announcements }));
    expect(await sierraHeard.next()).toEqual({ type: "unsubscribed", topic: TOPICS.announcements });
  });

  it("a member publishes to their own topic and their other devices hear it", async () => {
    const phone = await open(member);
    const laptop = await open(member);
    const topic = TOPICS.messages(DEMO_CUSTOMERS.member.id);
    const phoneHeard = hubMessages(phone);
    const laptopHeard = hubMessages(laptop);
    laptop.send(JSON.stringify({ type: "subscribe", topic }));
    await laptopHeard.next();
    phone.send(JSON.stringify({ type: "publish", topic, data: { read: "all" } }));
    expect(await phoneHeard.next()).toEqual({ type: "published", topic });
    expect(await laptopHeard.next()).toEqual({ type: "event", topic, data: { read: "all" } });
  });

  it("answers garbage with an error, not a dropped socket", async () => {
    const socket = await open(member);
    const heard = hubMessages(socket);
    socket.send("not json");
    expect(await heard.next()).toMatchObject({ type: "error", code: "malformed_json" });
    socket.send(JSON.stringify({ type: "shout", topic: "x" }));
    expect(await heard.next()).toMatchObject({ type: "error", code: "invalid_request" });
  });

  it("closes a socket when its session signs out", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const socket = await open(cookie);
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    const started = performance.now();
    expect(
      (
        await request(t.app, HARBOR, {
          method: "POST",
          url: "/signout",
          headers: { cookie, origin: `http://${HARBOR}` },
        })
      ).statusCode,
    ).toBeLessThan(400);
    expect(await closed).toBe(4401);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("closes a socket when its session signs out just after a write to its account in a transaction", async () => {
    // The write announces the change from inside its transaction; the check it starts must not
    // read from there (the embedded database refuses it, and the sign-out's check would be lost).
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const socket = await open(cookie);
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    const ctx = await serviceContext(t.app, DEMO.harbor.companyId);
    const { customers } = customerTables;
    await ctx.scope.transaction((tx) =>
      tx.updateOne(customers, eq(customers.id, DEMO_CUSTOMERS.guest.id), { updatedAt: new Date() }),
    );
    await request(t.app, HARBOR, {
      method: "POST",
      url: "/signout",
      headers: { cookie, origin: `http://${HARBOR}` },
    });
    expect(await closed).toBe(4401);
  });

  it("refuses an upgrade without a session, and a cross-site upgrade even with one", async () => {
    await expect(open(undefined)).rejects.toThrow(/401/);
    await expect(open(member, HARBOR, "https://evil.example")).rejects.toThrow(/403/);
    // Another club's domain does not take Harbor's session.
    await expect(open(member, SIERRA)).rejects.toThrow(/401/);
  });
});
