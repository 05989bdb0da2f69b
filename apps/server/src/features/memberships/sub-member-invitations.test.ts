/**
 * Issue #20 items 7 and 8: adding a sub-member invites; an existing account joins only by
 * accepting; the parent edits only what the link owns; the answer never tells whether the
 * address has an account; invitations are limited per member and per day, and an invited
 * address registers normally.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, DEMO_MEMBERSHIPS } from "../../demo/demo-ids.ts";
import { asMember, nextAddress, signIn } from "../../test/customer-session.ts";
import { linkTokenMailedTo, mailsTo } from "../../test/mail.ts";
import { createTestApp, HARBOR, json, request, type TestApp } from "../../test/test-app.ts";
import { invitationsTodayKey } from "./invitation-limit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const family = DEMO_MEMBERSHIPS.cards.memberFamily;
const members = `/api/account/memberships/${family}/members`;
const guestEmail = DEMO_CUSTOMERS.guest.email;

interface SubMemberWire {
  id: string;
  status: string;
  customer_id: string | null;
  customer: { id: string | null; first_name: string; last_name: string; email: string };
}

const asParent = async () => asMember(t.app, await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email));

/** The paths of every key in a JSON value, with the type of what is there: its shape. */
function shapeOf(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return [`${at}:array`];
  if (value === null) return [`${at}:null`];
  if (typeof value !== "object") return [`${at}:${typeof value}`];
  return Object.entries(value as Record<string, unknown>)
    .flatMap(([key, inner]) => shapeOf(inner, `${at}.${key}`))
    .sort();
}

/** The invitation link in the newest mail to an address. */
async function invitationMailedTo(to: string) {
  const [mail] = await mailsTo(t.app, to);
  expect(mail?.kind).toBe("membership_invitation");
  const id = /\/account\/memberships\/invitations\/([0-9a-f-]{36})/.exec(mail?.text ?? "")?.[1];
  if (!id) throw new Error(`no invitation link in the mail to ${to}`);
  return { id, text: mail?.text ?? "" };
}

// Each test starts with the day's invitations uncounted; the limit has its own test.
beforeEach(() => t.app.platformServices.limits.clear(invitationsTodayKey(DEMO_CUSTOMERS.member.id)));

describe("adding a sub-member invites, whoever the address belongs to", () => {
  it("answers an existing customer's address exactly as an unknown one: same status, shape and order of time", async () => {
    const parent = await asParent();
    const add = async (email: string) => {
      const started = performance.now();
      const res = await parent("POST", members, { first_name: "Sam", last_name: "Harper", email });
      const took = performance.now() - started;
      expect((await parent("DELETE", `${members}/${json<SubMemberWire>(res).id}`)).statusCode).toBe(200);
      return { res, took };
    };
    // Warm up once, then time each kind of address twice (the quicker of the two counts: a
    // pause of the shared machine should not decide).
    await add("warm.up@harbor.example");
    const known = await add(guestEmail);
    const unknown = await add("nobody.yet@harbor.example");
    const tookKnown = Math.min(known.took, (await add(guestEmail)).took);
    const tookUnknown = Math.min(unknown.took, (await add("nobody.else@harbor.example")).took);
    expect(known.res.statusCode).toBe(201);
    expect(unknown.res.statusCode).toBe(known.res.statusCode);
    expect(shapeOf(json(known.res))).toEqual(shapeOf(json(unknown.res)));
    const [a, b] = [json<SubMemberWire>(known.res), json<SubMemberWire>(unknown.res)];
    // Both are invitations showing what the parent typed, and nothing of the account behind.
    for (const answer of [a, b]) {
      expect(answer).toMatchObject({
        status: "pending",
        customer_id: null,
        customer: { id: null, first_name: "Sam", last_name: "Harper" },
      });
    }
    expect(a.customer.email).toBe(guestEmail);
    expect(Math.max(tookKnown, tookUnknown) / Math.min(tookKnown, tookUnknown)).toBeLessThan(10);
  });

  it("links an existing account only once its owner signs in and accepts", async () => {
    const parent = await asParent();
    const guest = asMember(t.app, await signIn(t.app, HARBOR, guestEmail));
    const added = json<SubMemberWire>(
      await parent("POST", members, { first_name: "Marcus", last_name: "Guest", email: guestEmail }),
    );
    // Nothing is given to, or taken from, the account before it accepts.
    expect(json(await guest("GET", "/api/account"))).toMatchObject({ is_member: false });
    expect(json<unknown[]>(await guest("GET", "/api/account/memberships"))).toEqual([]);

    const invitation = await invitationMailedTo(guestEmail);
    expect(invitation.id).toBe(added.id);
    expect(invitation.text).toContain("Eleanor");
    const listed = json<{ id: string; title: string; invited_by: { first_name: string } }[]>(
      await guest("GET", "/api/account/membership-invitations"),
    );
    expect(listed).toMatchObject([
      { id: added.id, title: "Family Membership", invited_by: { first_name: "Eleanor" } },
    ]);
    const accepted = await guest("POST", `/api/account/membership-invitations/${added.id}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted)).toMatchObject({
      id: added.id,
      status: "active",
      parent_membership_card_id: family,
    });
    expect(json(await guest("GET", "/api/account"))).toMatchObject({ is_member: true });
    const again = await guest("POST", `/api/account/membership-invitations/${added.id}/accept`, {});
    expect(again.statusCode).toBe(404);
    const seen = json<SubMemberWire[]>(await parent("GET", members)).find((row) => row.id === added.id);
    expect(seen).toMatchObject({ status: "active", customer: { first_name: "Marcus", email: guestEmail } });
    await parent("DELETE", `${members}/${added.id}`);
    expect(json(await guest("GET", "/api/account"))).toMatchObject({ is_member: false });
  });

  it("keeps an invitation away from everyone but the invited address's account", async () => {
    const parent = await asParent();
    const added = json<SubMemberWire>(
      await parent("POST", members, { first_name: "Marcus", last_name: "Guest", email: guestEmail }),
    );
    const other = asMember(t.app, await signIn(t.app, HARBOR, DEMO_CUSTOMERS.pastDue.email));
    expect((await other("GET", `/api/account/membership-invitations/${added.id}`)).statusCode).toBe(404);
    expect(
      (await other("POST", `/api/account/membership-invitations/${added.id}/accept`, {})).statusCode,
    ).toBe(404);
    expect(json<unknown[]>(await other("GET", "/api/account/membership-invitations"))).toEqual([]);
    // The parent cannot switch a pending invitation on for the invitee, nor take its code.
    const forced = await parent("PATCH", `${members}/${added.id}`, { status: "active" });
    expect([forced.statusCode, json(forced).code]).toEqual([409, "invitation_pending"]);
    const code = await parent("GET", `/api/account/memberships/${added.id}/barcode`);
    expect([code.statusCode, json(code).code]).toEqual([409, "card_inactive"]);
    await parent("DELETE", `${members}/${added.id}`);
  });

  it("gives the invite back when the invitation is declined", async () => {
    const parent = await asParent();
    const guest = asMember(t.app, await signIn(t.app, HARBOR, guestEmail));
    const added = json<SubMemberWire>(
      await parent("POST", members, { first_name: "Marcus", last_name: "Guest", email: guestEmail }),
    );
    const card = () => parent("GET", `/api/account/memberships/${family}`);
    expect(json(await card())).toMatchObject({ remaining_invites: 0 });
    const declined = await guest("POST", `/api/account/membership-invitations/${added.id}/decline`, {});
    expect(json(declined)).toMatchObject({ success: true });
    expect(json(await card())).toMatchObject({ remaining_invites: 1 });
    expect(json<SubMemberWire[]>(await parent("GET", members)).map((row) => row.id)).not.toContain(added.id);
  });

  it("refuses a second invitation of the same address to the same card", async () => {
    const parent = await asParent();
    const first = json<SubMemberWire>(
      await parent("POST", members, { first_name: "Ann", last_name: "One", email: "twice@harbor.example" }),
    );
    const second = await parent("POST", members, {
      first_name: "Ann",
      last_name: "Two",
      email: "Twice@harbor.example",
    });
    expect([second.statusCode, json(second).code]).toEqual([409, "already_invited"]);
    await parent("DELETE", `${members}/${first.id}`);
  });
});

describe("the parent edits the link, never the person", () => {
  it("renames only the name on the family card; the person's own profile is untouched, before and after removal", async () => {
    const parent = await asParent();
    const guest = asMember(t.app, await signIn(t.app, HARBOR, guestEmail));
    const added = json<SubMemberWire>(
      await parent("POST", members, { first_name: "Marcus", last_name: "Guest", email: guestEmail }),
    );
    await guest("POST", `/api/account/membership-invitations/${added.id}/accept`, {});
    const profile = async () => {
      const { first_name, last_name } = json(await guest("GET", "/api/account"));
      return { first_name, last_name };
    };
    const before = await profile();
    const renamed = await parent("PATCH", `${members}/${added.id}`, {
      first_name: "Hijacked",
      last_name: "Name",
    });
    expect(json(renamed)).toMatchObject({ customer: { first_name: "Hijacked", last_name: "Name" } });
    expect(await profile()).toEqual(before);
    // Suspending and resuming the card still works on an accepted link.
    const suspended = await parent("PATCH", `${members}/${added.id}`, { status: "inactive" });
    expect(json(suspended)).toMatchObject({ status: "inactive" });
    await parent("DELETE", `${members}/${added.id}`);
    expect(await profile()).toEqual(before);
  });
});

describe("invitations are limited, and an invited address registers normally", () => {
  it("sends at most five invitations a day per member: removing one gives the invite back, not the day's count", async () => {
    const parent = await asParent();
    const answers: number[] = [];
    for (let round = 1; round <= 6; round += 1) {
      const res = await parent("POST", members, {
        first_name: "Round",
        last_name: `${round}`,
        email: `round.${round}@elsewhere.example`,
      });
      answers.push(res.statusCode);
      if (res.statusCode === 201) await parent("DELETE", `${members}/${json<SubMemberWire>(res).id}`);
      else expect(json(res).code).toBe("too_many_invitations");
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await mailsTo(t.app, "round.6@elsewhere.example")).toEqual([]);
    expect(json(await parent("GET", `/api/account/memberships/${family}`))).toMatchObject({
      remaining_invites: 1,
    });
  });

  it("lets an invited address register, activate and then accept", async () => {
    const parent = await asParent();
    const email = "new.friend@harbor.example";
    const added = json<SubMemberWire>(
      await parent("POST", members, { first_name: "New", last_name: "Friend", email }),
    );
    const registered = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/public/account/register",
      remoteAddress: nextAddress(),
      payload: { first_name: "Nora", last_name: "Friend", email, password: "Harbor-Friend-1" },
    });
    expect(registered.statusCode).toBe(201);
    const { token } = await linkTokenMailedTo(t.app, email, "activation");
    const activated = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/public/account/activate",
      payload: { code: token },
    });
    expect(json(activated)).toMatchObject({ first_name: "Nora", is_member: false });
    const friend = asMember(t.app, await signIn(t.app, HARBOR, email, "Harbor-Friend-1"));
    const accepted = await friend("POST", `/api/account/membership-invitations/${added.id}/accept`, {});
    expect(json(accepted)).toMatchObject({ status: "active" });
    expect(json(await friend("GET", "/api/account"))).toMatchObject({ is_member: true });
    await parent("DELETE", `${members}/${added.id}`);
  });
});
