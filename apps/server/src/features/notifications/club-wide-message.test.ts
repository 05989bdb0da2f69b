/**
 * A club-wide message is stored once (issue 29's bench): one message row and one bell
 * notification for the whole club, whatever its size; a member's read state is written only
 * when that member reads it. Each member's bell count and lists stay exact: they hold the
 * messages sent while they were a customer, read or not as they left them.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO } from "../../demo/demo-ids.ts";
import { newBuyers } from "../../test/commerce.ts";
import { type Member, memberOf, signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";
import { mailOutbox } from "../mail/tables.ts";
import { messageRecipients, messages, notifications } from "./tables.ts";

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app, HARBOR);
});
afterAll(() => t.close());

interface Note {
  id: string;
  kind: string;
  link: string | null;
  read: boolean;
}

const unread = async (member: Member) =>
  json<{ unread: number }>(await member("GET", "/api/account/notifications/count")).unread;
const notes = async (member: Member, tab = "all") =>
  json<Note[]>(await member("GET", `/api/account/notifications?tab=${tab}&page_size=100`));
const inbox = async (member: Member) =>
  json<{ id: string; read: boolean }[]>(await member("GET", "/api/account/messages?page_size=100"));
const noteOf = async (member: Member, messageId: string) =>
  (await notes(member)).find((note) => note.link === `/messages/${messageId}`);

async function sendToEveryone(subject: string): Promise<{ id: string; recipients: number }> {
  const sent = await request(t.app, HARBOR, {
    method: "POST",
    url: "/admin/api/messages",
    headers: { cookie: staff },
    payload: { subject, body: "For the whole club.", audience: { type: "everyone" } },
  });
  expect(sent.statusCode).toBe(201);
  return json(sent);
}

const harbor = () => new TenantScope(t.app.platformDb, DEMO.harbor.companyId);
const rowsOf = async (table: typeof notifications | typeof messageRecipients, messageId: string) => {
  const scope = harbor();
  const where =
    table === notifications
      ? eq(notifications.link, `/messages/${messageId}`)
      : eq(messageRecipients.messageId, messageId);
  const [row] = await scope.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

describe("a club-wide message", () => {
  let sentId = "";
  let members: Member[] = [];
  let before: number[] = [];

  it("is stored once: one message and one notification for the club, no row per member", async () => {
    members = [
      await memberOf(t.app, "member@harbor.example"),
      await memberOf(t.app, "guest@harbor.example"),
      ...(await newBuyers(t.app, 30)).map((buyer) => buyer.send),
    ];
    before = await Promise.all(members.map(unread));
    const sent = await sendToEveryone("Marina closed on Monday");
    sentId = sent.id;
    expect(sent.recipients).toBeGreaterThanOrEqual(32);
    expect(await rowsOf(notifications, sentId)).toBe(1);
    expect(await rowsOf(messageRecipients, sentId)).toBe(0);
    const [message] = await harbor().select().from(messages).where(eq(messages.id, sentId));
    expect(message?.recipients).toBe(sent.recipients);
  });

  it("rings every member's bell once, unread, and sits in every member's inbox", async () => {
    expect(await Promise.all(members.map(unread))).toEqual(before.map((n) => n + 1));
    for (const member of members) {
      expect(await noteOf(member, sentId)).toMatchObject({ kind: "club_message", read: false });
      expect((await notes(member, "unread")).map((note) => note.link)).toContain(`/messages/${sentId}`);
      expect((await inbox(member)).find((message) => message.id === sentId)).toMatchObject({ read: false });
    }
  });

  it("a member reading it changes their own count and read state, no one else's", async () => {
    const [eleanor, guest] = members as [Member, Member];
    expect((await eleanor("POST", `/api/account/messages/${sentId}/read`)).statusCode).toBe(200);
    // Reading again changes nothing more.
    expect((await eleanor("POST", `/api/account/messages/${sentId}/read`)).statusCode).toBe(200);
    expect(await unread(eleanor)).toBe((before[0] ?? 0) + 0);
    expect(await noteOf(eleanor, sentId)).toMatchObject({ read: true });
    expect((await notes(eleanor, "unread")).map((note) => note.link)).not.toContain(`/messages/${sentId}`);
    expect((await inbox(eleanor)).find((message) => message.id === sentId)).toMatchObject({ read: true });
    expect(json(await eleanor("GET", `/api/account/messages/${sentId}`))).toMatchObject({ read: true });

    expect(await unread(guest)).toBe((before[1] ?? 0) + 1);
    expect(await noteOf(guest, sentId)).toMatchObject({ read: false });
    expect((await inbox(guest)).find((message) => message.id === sentId)).toMatchObject({ read: false });
    // One read state row, for the member who read it.
    expect(await rowsOf(messageRecipients, sentId)).toBe(1);
    expect(await rowsOf(notifications, sentId)).toBe(1);
  });

  it("marks its notification read from the bell, one at a time or all at once, per member", async () => {
    const [, guest, buyer, other] = members as [Member, Member, Member, Member];
    const note = await noteOf(guest, sentId);
    if (!note) throw new Error("no notification");
    expect((await guest("POST", `/api/account/notifications/${note.id}/read`)).statusCode).toBe(200);
    expect((await guest("POST", `/api/account/notifications/${note.id}/read`)).statusCode).toBe(200);
    expect(await unread(guest)).toBe(before[1]);
    expect(await noteOf(guest, sentId)).toMatchObject({ read: true });
    // Reading the notification does not read the message itself.
    expect((await inbox(guest)).find((message) => message.id === sentId)).toMatchObject({ read: false });

    expect((await buyer("POST", "/api/account/notifications/read")).statusCode).toBe(200);
    expect(await unread(buyer)).toBe(0);
    expect(await notes(buyer, "unread")).toEqual([]);
    expect(await unread(other)).toBe((before[3] ?? 0) + 1);
  });

  it("is not shown to a customer who joined after it was sent", async () => {
    const [late] = await newBuyers(t.app, 1);
    if (!late) throw new Error("no customer");
    expect(await noteOf(late.send, sentId)).toBeUndefined();
    expect(await unread(late.send)).toBe(0);
    expect((await inbox(late.send)).map((message) => message.id)).not.toContain(sentId);
    expect((await late.send("GET", `/api/account/messages/${sentId}`)).statusCode).toBe(404);
    expect((await late.send("POST", `/api/account/messages/${sentId}/read`)).statusCode).toBe(404);
    const [guest] = members.slice(1);
    const note = guest ? await noteOf(guest, sentId) : undefined;
    if (!note) throw new Error("no notification");
    expect((await late.send("POST", `/api/account/notifications/${note.id}/read`)).statusCode).toBe(404);
    // A message sent after they joined reaches them.
    const later = await sendToEveryone("Welcome, newcomers");
    expect(await unread(late.send)).toBe(1);
    expect((await inbox(late.send)).map((message) => message.id)).toContain(later.id);
  });

  it("its e-mail copies go out from a job after the send, to those who opted in and were customers then", async () => {
    const sent = await request(t.app, HARBOR, {
      method: "POST",
      url: "/admin/api/messages",
      headers: { cookie: staff },
      payload: { subject: "Fuel dock closed", body: "Until Friday.", audience: { type: "everyone" } },
    });
    const { emailed } = json<{ emailed: number }>(sent);
    // member@ (Eleanor) opted in to e-mail; the buyers did not.
    expect(emailed).toBeGreaterThanOrEqual(1);
    // The send's transaction wrote no mail of its own: the copies wait for the job.
    const [outbox] = await harbor()
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "Fuel dock closed"));
    expect(outbox?.n).toBe(0);
    // The copies' job, then the mail jobs it queued (a pass claims what was due when it began).
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const copies = t.mail.sent.filter((mail) => mail.subject === "Fuel dock closed");
    expect(copies.map((mail) => mail.to)).toContain("member@harbor.example");
    expect(copies).toHaveLength(emailed);
    expect(String(copies[0]?.text)).toMatch(/Read it in the portal: http.*\/messages\//);
  });

  it("another club's members neither see it nor can read it", async () => {
    const socio = await memberOf(t.app, "socio@sierra.example", SIERRA);
    expect((await inbox(socio)).map((message) => message.id)).not.toContain(sentId);
    expect(await noteOf(socio, sentId)).toBeUndefined();
    expect((await socio("GET", `/api/account/messages/${sentId}`)).statusCode).toBe(404);
    expect((await socio("POST", `/api/account/messages/${sentId}/read`)).statusCode).toBe(404);
    const eleanor = members[0];
    const note = eleanor ? await noteOf(eleanor, sentId) : undefined;
    if (!note) throw new Error("no notification");
    expect((await socio("POST", `/api/account/notifications/${note.id}/read`)).statusCode).toBe(404);
  });
});
