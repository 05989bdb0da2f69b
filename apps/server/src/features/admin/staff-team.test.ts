/**
 * The staff section: owners list, add, re-level and remove their club's staff; levels are per
 * club; a club keeps an owner, also when two owners demote each other at once; removed access
 * ends at once; every staff user changes their own password.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_STAFF } from "../../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../../demo/demo-seed.ts";
import { nextAddress, signInStaff } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner = "";
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t.app, HARBOR);
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
const as =
  (cookie: string, host = HARBOR) =>
  (method: Method, url: string, payload?: Record<string, unknown>) =>
    request(t.app, host, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

interface Member {
  staff_user_id: string;
  email: string;
  first_name: string;
  permission_level: string;
  last_signed_in_at: string | null;
  disabled: boolean;
}

function logIn(email: string, password: string, host = HARBOR) {
  return request(t.app, host, {
    method: "POST",
    url: "/admin/login",
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
}

async function cookieFor(email: string, password: string, host = HARBOR) {
  const res = await logIn(email, password, host);
  const cookie = res.cookies.find((c) => c.name === "crest_staff");
  if (!cookie) throw new Error(`no staff cookie (status ${res.statusCode}: ${res.body})`);
  return `crest_staff=${cookie.value}`;
}

/** Adds a person at Harbor (or the owner's selected club) as the demo owner; answers id and password. */
async function add(email: string, level: string, cookie = owner, host = HARBOR) {
  const res = await as(cookie, host)("POST", "/admin/api/staff", {
    email,
    first_name: "Tess",
    last_name: "Team",
    permission_level: level,
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = json<{ member: Member; one_time_password: string | null }>(res);
  return { id: body.member.staff_user_id, password: body.one_time_password, member: body.member };
}

const auditOf = async (cookie = owner) =>
  json<{ endpoint: string; path_params: Record<string, string>; body_summary: unknown }[]>(
    await as(cookie)("GET", "/admin/api/audit?page_size=5"),
  );

describe("the club's staff", () => {
  it("lists the club's staff by name with their level here, and no other club's", async () => {
    const res = await as(owner)("GET", "/admin/api/staff");
    expect(res.statusCode, res.body).toBe(200);
    const list = json<Member[]>(res);
    const levels = Object.fromEntries(list.map((member) => [member.email, member.permission_level]));
    expect(levels).toMatchObject({
      [DEMO_STAFF.owner.email]: "owner",
      [DEMO_STAFF.harborViewer.email]: "viewer",
      [DEMO_STAFF.harborManager.email]: "manager",
    });
    expect(levels).not.toHaveProperty(DEMO_STAFF.sierraManager.email);
    const me = list.find((member) => member.email === DEMO_STAFF.owner.email);
    expect(me).toMatchObject({ disabled: false, last_signed_in_at: expect.any(String) });
    expect(JSON.parse(String(res.headers.pagination))).toMatchObject({ total_count: list.length });
  });

  it("refuses the staff routes to managers and viewers (403), whatever the id", async () => {
    for (const email of [DEMO_STAFF.harborManager.email, DEMO_STAFF.harborViewer.email]) {
      const send = as(await signInStaff(t.app, HARBOR, email));
      for (const [method, url, body] of [
        ["GET", "/admin/api/staff", undefined],
        [
          "POST",
          "/admin/api/staff",
          { email: "x@harbor.example", first_name: "X", last_name: "Y", permission_level: "viewer" },
        ],
        ["PATCH", `/admin/api/staff/${DEMO_STAFF.owner.id}`, { permission_level: "viewer" }],
        ["DELETE", `/admin/api/staff/${DEMO_STAFF.owner.id}`, undefined],
      ] as const) {
        const res = await send(method, url, body);
        expect([res.statusCode, json(res).code], `${email} ${method} ${url}`).toEqual([
          403,
          "permission_denied",
        ]);
      }
    }
  });

  it("adds a new person with a one-time password they sign in with, at the level given", async () => {
    const { password, member } = await add("new.colleague@harbor.example", "viewer");
    expect(member).toMatchObject({ first_name: "Tess", permission_level: "viewer", last_signed_in_at: null });
    expect(password).toEqual(expect.any(String));
    const cookie = await cookieFor("new.colleague@harbor.example", password ?? "");
    const me = json(await as(cookie)("GET", "/admin/api/me"));
    expect(me).toMatchObject({ permission_level: "viewer", company_id: DEMO.harbor.companyId });
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      endpoint: "POST /admin/api/staff",
      body_summary: { email: "new.colleague@harbor.example", permissionLevel: "viewer" },
    });
    const again = await as(owner)("POST", "/admin/api/staff", {
      email: "NEW.colleague@harbor.example",
      first_name: "Tess",
      last_name: "Team",
      permission_level: "manager",
    });
    expect([again.statusCode, json(again).code]).toEqual([409, "staff_already_added"]);
  });

  it("says which field is wrong", async () => {
    const res = await as(owner)("POST", "/admin/api/staff", {
      email: "not-an-address",
      first_name: " ",
      last_name: "Team",
      permission_level: "admin",
    });
    expect(res.statusCode).toBe(400);
    const fields = json<{ error_details: { field: string; details: string }[] }>(res).error_details;
    expect(Object.fromEntries(fields.map((detail) => [detail.field, detail.details]))).toEqual({
      email: "Please enter a valid e-mail address",
      first_name: "Please enter your first name",
      permission_level: "Choose viewer, staff, manager or owner",
    });
  });

  it("gives an existing account the club at its own level: owner at one club, viewer at another", async () => {
    // Club Sierra's manager becomes a viewer of Harbor: no new password, their Sierra level kept.
    const added = await add(DEMO_STAFF.sierraManager.email, "viewer");
    expect(added.password).toBeNull();
    expect(added.member.first_name).toBe("Lucía");
    const cookie = await signInStaff(t.app, SIERRA, DEMO_STAFF.sierraManager.email);
    expect(json(await as(cookie, SIERRA)("GET", "/admin/api/me"))).toMatchObject({
      permission_level: "manager",
    });
    const atHarbor = await as(cookie, SIERRA)("POST", `/admin/company/select/${DEMO.harbor.companyId}`);
    expect(json(atHarbor)).toMatchObject({ company_id: DEMO.harbor.companyId, permission_level: "viewer" });
    expect((await as(cookie, SIERRA)("GET", "/admin/api/members")).statusCode).toBe(200);
    expect(
      (await as(cookie, SIERRA)("PATCH", `/admin/api/domains/${DEMO.harbor.domainId}`, {})).statusCode,
    ).toBe(403);

    // Someone new: owner at Club Sierra, viewer at Harbor. Each club treats them as its level.
    const sierraOwner = await signInStaff(t.app, SIERRA);
    const both = await add("two.clubs@harbor.example", "owner", sierraOwner, SIERRA);
    await add("two.clubs@harbor.example", "viewer");
    const two = await cookieFor("two.clubs@harbor.example", both.password ?? "", SIERRA);
    expect((await as(two, SIERRA)("GET", "/admin/api/staff")).statusCode).toBe(200);
    await as(two, SIERRA)("POST", `/admin/company/select/${DEMO.harbor.companyId}`);
    const refused = await as(two, SIERRA)("GET", "/admin/api/staff");
    expect([refused.statusCode, json(refused).code]).toEqual([403, "permission_denied"]);
  });

  it("changes a level at once, never one's own, and answers 404 for another club's staff", async () => {
    const { id, password } = await add("relevel@harbor.example", "viewer");
    const theirs = await cookieFor("relevel@harbor.example", password ?? "");
    const one = await as(owner)("GET", `/admin/api/staff/${id}`);
    expect(json(one)).toMatchObject({
      staff_user_id: id,
      permission_level: "viewer",
      email: "relevel@harbor.example",
    });
    const res = await as(owner)("PATCH", `/admin/api/staff/${id}`, { permission_level: "manager" });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ staff_user_id: id, permission_level: "manager" });
    // Their open session acts at the new level on its next request.
    expect(json(await as(theirs)("GET", "/admin/api/me"))).toMatchObject({ permission_level: "manager" });
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      endpoint: "PATCH /admin/api/staff/:staffUserId",
      path_params: { staffUserId: id },
      body_summary: { permissionLevel: "manager" },
    });

    const own = await as(owner)("PATCH", `/admin/api/staff/${DEMO_STAFF.owner.id}`, {
      permission_level: "manager",
    });
    expect([own.statusCode, json(own).code]).toEqual([409, "staff_own_access"]);
    // Someone of Club Sierra only, asked for at Harbor; Harbor's manager, asked for at Club Sierra.
    const sierraOwner = await signInStaff(t.app, SIERRA);
    const sierraOnly = await add("sierra.only@sierra.example", "staff", sierraOwner, SIERRA);
    for (const [cookie, host, other] of [
      [owner, HARBOR, sierraOnly.id],
      [sierraOwner, SIERRA, DEMO_STAFF.harborManager.id],
    ] as const)
      for (const method of ["GET", "PATCH", "DELETE"] as const) {
        const found = await as(cookie, host)(
          method,
          `/admin/api/staff/${other}`,
          method === "PATCH" ? { permission_level: "viewer" } : undefined,
        );
        expect([found.statusCode, json(found).code], `${method} ${other} at ${host}`).toEqual([
          404,
          "not_found",
        ]);
      }
  });

  it("removes access: their session on the club stops at once, never one's own", async () => {
    const { id, password } = await add("leaving@harbor.example", "manager");
    const theirs = await cookieFor("leaving@harbor.example", password ?? "");
    expect((await as(theirs)("GET", "/admin/api/members")).statusCode).toBe(200);
    const res = await as(owner)("DELETE", `/admin/api/staff/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const after = await as(theirs)("GET", "/admin/api/members");
    expect([after.statusCode, after.headers.location]).toEqual([401, "/admin/login"]);
    // No club left to sign in to.
    expect((await logIn("leaving@harbor.example", password ?? "")).statusCode).toBe(403);
    const list = json<Member[]>(await as(owner)("GET", "/admin/api/staff?page_size=100"));
    expect(list.map((member) => member.staff_user_id)).not.toContain(id);
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      endpoint: "DELETE /admin/api/staff/:staffUserId",
      path_params: { staffUserId: id },
    });
    const own = await as(owner)("DELETE", `/admin/api/staff/${DEMO_STAFF.owner.id}`);
    expect([own.statusCode, json(own).code]).toEqual([409, "staff_own_access"]);
    expect((await as(owner)("DELETE", `/admin/api/staff/${id}`)).statusCode).toBe(404);
  });

  it("keeps an owner when two owners demote or remove each other at once", async () => {
    // A club of its own for the two, so the demo owner is not a third owner.
    const sierraOwner = await signInStaff(t.app, SIERRA);
    const a = await add("owner.a@sierra.example", "owner", sierraOwner, SIERRA);
    const b = await add("owner.b@sierra.example", "owner", sierraOwner, SIERRA);
    const cookieA = await cookieFor("owner.a@sierra.example", a.password ?? "", SIERRA);
    const cookieB = await cookieFor("owner.b@sierra.example", b.password ?? "", SIERRA);
    // Every other owner (the demo owner, and any an earlier test made) steps down to manager,
    // by A, leaving A and B as the only owners.
    const sierraStaff = json<Member[]>(await as(cookieA, SIERRA)("GET", "/admin/api/staff?page_size=100"));
    const others = sierraStaff.filter(
      (member) => member.permission_level === "owner" && ![a.id, b.id].includes(member.staff_user_id),
    );
    for (const other of others) {
      const step = await as(cookieA, SIERRA)("PATCH", `/admin/api/staff/${other.staff_user_id}`, {
        permission_level: "manager",
      });
      expect(step.statusCode, step.body).toBe(200);
    }
    // B's request was let in as an owner's; A's demotion of B commits first: the club's lock
    // makes B's change read it, and removing A would leave no owner.
    const bAsOwner = await t.app.staffAccounts.sessionOf(cookieB.split("=")[1] ?? "");
    if (!bAsOwner) throw new Error("B has no session");
    const demoted = await as(cookieA, SIERRA)("PATCH", `/admin/api/staff/${b.id}`, {
      permission_level: "viewer",
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    await expect(t.app.staffTeam.remove(bAsOwner, a.id)).rejects.toMatchObject({ code: "last_owner" });
    await expect(t.app.staffTeam.setLevel(bAsOwner, a.id, "manager")).rejects.toMatchObject({
      code: "last_owner",
    });
    const promoted = await as(cookieA, SIERRA)("PATCH", `/admin/api/staff/${b.id}`, {
      permission_level: "owner",
    });
    expect(promoted.statusCode, promoted.body).toBe(200);

    // Both at once, over HTTP: one wins, the other is refused (by its level if the win came
    // before its session was read, else by the last-owner rule; A, once removed, is signed out),
    // and one owner is left.
    const answers = await Promise.all([
      as(cookieA, SIERRA)("PATCH", `/admin/api/staff/${b.id}`, { permission_level: "viewer" }),
      as(cookieB, SIERRA)("DELETE", `/admin/api/staff/${a.id}`),
    ]);
    const [byA, byB] = answers.map((res) => `${res.statusCode} ${json(res).code ?? ""}`.trim());
    if (byA === "200") expect(["403 permission_denied", "409 last_owner"]).toContain(byB);
    else {
      expect(byB).toBe("200");
      expect(["401 unauthorized", "403 permission_denied", "409 last_owner"]).toContain(byA);
    }
    const winner = answers[0]?.statusCode === 200 ? cookieA : cookieB;
    const list = json<Member[]>(await as(winner, SIERRA)("GET", "/admin/api/staff?page_size=100"));
    expect(list.filter((member) => member.permission_level === "owner")).toHaveLength(1);
    // The demo owner is an owner again for the other tests.
    const back = await as(winner, SIERRA)("PATCH", `/admin/api/staff/${DEMO_STAFF.owner.id}`, {
      permission_level: "owner",
    });
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe("one's own password", () => {
  it("checks the current one and the rules, signs the other sessions out and is audited", async () => {
    const { password } = await add("own.password@harbor.example", "viewer");
    const first = await cookieFor("own.password@harbor.example", password ?? "");
    const other = await cookieFor("own.password@harbor.example", password ?? "");
    const change = (body: Record<string, unknown>) => as(first)("PUT", "/admin/api/me/password", body);

    const wrong = await change({ current_password: "not-it", new_password: "Better-Pass-1" });
    expect([wrong.statusCode, json(wrong).error_details]).toEqual([
      400,
      [{ field: "current_password", details: "The current password is not correct" }],
    ]);
    const weak = await change({ current_password: password, new_password: "short" });
    expect(weak.statusCode).toBe(400);
    expect(json<{ error_details: { field: string }[] }>(weak).error_details[0]?.field).toBe("new_password");

    const ok = await change({ current_password: password, new_password: "Better-Pass-1" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await as(first)("GET", "/admin/api/me")).statusCode).toBe(200);
    expect((await as(other)("GET", "/admin/api/me")).statusCode).toBe(401);
    expect((await logIn("own.password@harbor.example", password ?? "")).statusCode).toBe(401);
    expect((await logIn("own.password@harbor.example", "Better-Pass-1")).statusCode).toBe(200);

    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      endpoint: "PUT /admin/api/me/password",
      body_summary: { currentPassword: "[removed]", newPassword: "[removed]" },
    });
  });

  it("counts wrong current passwords as sign-in attempts: past five, even the right one waits", async () => {
    const { password } = await add("guessed.password@harbor.example", "viewer");
    const session = await cookieFor("guessed.password@harbor.example", password ?? "");
    const change = (current: string) =>
      as(session)("PUT", "/admin/api/me/password", {
        current_password: current,
        new_password: "Better-Pass-2",
      });
    for (let guess = 0; guess < 5; guess++) expect((await change(`guess-${guess}`)).statusCode).toBe(400);
    expect((await change(password ?? "")).statusCode).toBe(429);
  });

  it("is open to every level, the demo owner's own included", async () => {
    const res = await as(owner)("PUT", "/admin/api/me/password", {
      current_password: "wrong",
      new_password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
  });
});
