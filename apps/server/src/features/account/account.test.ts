import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../../demo/demo-seed.ts";
import { postLogin, signIn } from "../../test/customer-session.ts";
import { linkTokenMailedTo } from "../../test/mail.ts";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getAccount = (host: string, cookie: string) =>
  request(t.app, host, { method: "GET", url: "/api/account", headers: { cookie } });
const patchAccount = (host: string, cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
  request(t.app, host, {
    method: "PATCH",
    url: "/api/account",
    headers: { cookie, ...headers },
    payload: payload as Record<string, unknown>,
  });

describe("GET /api/account", () => {
  it("answers the member in snake_case with flags and both network locations", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    const res = await getAccount(HARBOR, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = json(res);
    expect(body).toMatchObject({
      email: "member@harbor.example",
      first_name: "Eleanor",
      full_name: "Eleanor Grace Whitfield",
      company_id: DEMO.harbor.companyId,
      is_member: true,
      house_account_enabled: true,
      flag: null,
      email_verified: true,
      home_house_id: DEMO.harbor.companyId,
      phone: { country_code: "+1", number: "4015550142", full: "+1 (401) 555-0142" },
    });
    expect(body).not.toHaveProperty("password_hash");
    expect(Object.keys(body).some((key) => /[A-Z]/.test(key))).toBe(false);
    expect(body.global_networks).toEqual([
      {
        id: DEMO.harbor.companyId,
        name: "Harbor Club",
        url: "http://harbor.localhost:3000",
        version: "Version4",
        current: true,
      },
      {
        id: DEMO.sierra.companyId,
        name: "Club Sierra",
        url: "http://sierra.localhost:3000",
        version: "Version4",
        current: false,
      },
    ]);
  });

  it("the same person at Club Sierra is another customer row with the same user id", async () => {
    const harbor = json(await getAccount(HARBOR, await signIn(t.app, HARBOR, "member@harbor.example")));
    const sierra = json(await getAccount(SIERRA, await signIn(t.app, SIERRA, "member@harbor.example")));
    expect(sierra.user_id).toBe(harbor.user_id);
    expect(sierra.id).not.toBe(harbor.id);
    expect(sierra.global_networks).toHaveLength(2);
    expect((sierra.global_networks as { current: boolean; id: string }[]).find((n) => n.current)?.id).toBe(
      DEMO.sierra.companyId,
    );
  });

  it("shows each demo customer's flags", async () => {
    const flagsOf = async (email: string) => {
      const body = json(await getAccount(HARBOR, await signIn(t.app, HARBOR, email)));
      return {
        flag: body.flag,
        isMember: body.is_member,
        networks: (body.global_networks as unknown[]).length,
      };
    };
    expect(await flagsOf("guest@harbor.example")).toEqual({ flag: null, isMember: false, networks: 1 });
    expect(await flagsOf("newpass@harbor.example")).toEqual({
      flag: "createpw",
      isMember: true,
      networks: 1,
    });
    // A subscription payment that failed for good makes the membership inactive (issue #11).
    expect(await flagsOf("pastdue@harbor.example")).toEqual({
      flag: "membership_failed_payment",
      isMember: false,
      networks: 1,
    });
  });
});

describe("PATCH /api/account", () => {
  it("updates profile fields and answers the account", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const res = await patchAccount(HARBOR, cookie, {
      first_name: "Marcus",
      middle_name: "J.",
      city: "Providence",
      opt_in_sms: true,
      phone: { country_code: "+1", number: "(401) 555-0190" },
      birthdate: "1988-11-02",
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      full_name: "Marcus J. Bell",
      city: "Providence",
      opt_in_sms: true,
      phone: { number: "(401) 555-0190", full: "+1 (401) 555-0190" },
    });
    expect(json(await getAccount(HARBOR, cookie)).city).toBe("Providence");
  });

  it("takes the SMS opt-in only where the club sends texts (settings.sms): Harbor does, Sierra does not", async () => {
    const harbor = await signIn(t.app, HARBOR, "guest@harbor.example");
    const on = await patchAccount(HARBOR, harbor, { opt_in_sms: true });
    expect(on.statusCode).toBe(200);
    expect(json(on).opt_in_sms).toBe(true);
    expect(json(await getAccount(HARBOR, harbor)).opt_in_sms).toBe(true);
    const off = await patchAccount(HARBOR, harbor, { opt_in_sms: false });
    expect(json(off).opt_in_sms).toBe(false);

    const sierra = await signIn(t.app, SIERRA, "socio@sierra.example");
    const refused = await patchAccount(SIERRA, sierra, { opt_in_sms: true });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error_details).toMatchObject([
      { field: "opt_in_sms", details: "This club does not send text messages" },
    ]);
    expect(json(await getAccount(SIERRA, sierra)).opt_in_sms).toBe(false);
    // Saying no is always allowed, so a member can still opt out after a club stops texting.
    expect((await patchAccount(SIERRA, sierra, { opt_in_sms: false })).statusCode).toBe(200);
  });

  it("answers bad input with 400 and snake_case field details", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const res = await patchAccount(HARBOR, cookie, {
      first_name: "",
      birthdate: "2999-01-01",
      opt_in_email: "yes",
      mobile: "12",
    });
    expect(res.statusCode).toBe(400);
    const fields = json<{ error_details: { field: string }[] }>(res).error_details.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["first_name", "birthdate", "opt_in_email", "mobile"]));
    const malformed = await request(t.app, HARBOR, {
      method: "PATCH",
      url: "/api/account",
      headers: { cookie, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).code).toBe("malformed_json");
  });

  it("checks zip, state and country the way the form does (spec-1 §5), against the stored address too", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const field = (res: Awaited<ReturnType<typeof patchAccount>>) =>
      json<{ error_details: { field: string }[] }>(res).error_details.map((d) => d.field);

    const badZip = await patchAccount(HARBOR, cookie, { country: "US", zip_code: "ABC12" });
    expect(badZip.statusCode).toBe(400);
    expect(field(badZip)).toEqual(["zip_code"]);
    const badCountry = await patchAccount(HARBOR, cookie, { country: "XX" });
    expect(field(badCountry)).toEqual(["country"]);
    const badState = await patchAccount(HARBOR, cookie, { country: "US", state: "Madrid" });
    expect(field(badState)).toEqual(["state"]);

    const us = await patchAccount(HARBOR, cookie, { country: "us", state: "RI", zip_code: "02840-1234" });
    expect(us.statusCode).toBe(200);
    expect(json(us)).toMatchObject({ country: "US", zip_code: "02840-1234" });
    // Moving to Spain keeps the US zip, which no longer fits: the stored zip is checked too.
    const moved = await patchAccount(HARBOR, cookie, { country: "ES" });
    expect(field(moved)).toEqual(["zip_code"]);
    const spain = await patchAccount(HARBOR, cookie, { country: "ES", state: "Madrid", zip_code: "28001" });
    expect(spain.statusCode).toBe(200);
  });

  it("home house must be one of the customer's network locations", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    const moved = await patchAccount(HARBOR, cookie, { home_house_id: DEMO.sierra.companyId });
    expect(moved.statusCode).toBe(200);
    expect(json(moved).home_house_id).toBe(DEMO.sierra.companyId);

    const guest = await signIn(t.app, HARBOR, "guest@harbor.example");
    const refused = await patchAccount(HARBOR, guest, { home_house_id: DEMO.sierra.companyId });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error_details).toMatchObject([
      { field: "home_house_id", details: expect.any(String) },
    ]);
    const nonsense = await patchAccount(HARBOR, cookie, { home_house_id: "not-a-location" });
    expect(nonsense.statusCode).toBe(400);
  });

  it("a createpw member sets a password without the current one, and the flag clears", async () => {
    const cookie = await signIn(t.app, HARBOR, "newpass@harbor.example");
    const weak = await patchAccount(HARBOR, cookie, { password: { new_password: "weakpass" } });
    expect(weak.statusCode).toBe(400);
    expect(json(weak).error_details).toEqual([
      { field: "password.new_password", details: expect.any(String) },
    ]);

    const res = await patchAccount(HARBOR, cookie, { password: { new_password: "Created-Pass-1" } });
    expect(res.statusCode).toBe(200);
    expect(json(res).flag).toBeNull();
    expect((await postLogin(t.app, HARBOR, "newpass@harbor.example", "Created-Pass-1")).statusCode).toBe(200);
  });

  it("a password change needs the correct current password and signs out other devices", async () => {
    const cookie = await signIn(t.app, HARBOR, "pastdue@harbor.example");
    const otherDevice = await signIn(t.app, HARBOR, "pastdue@harbor.example");
    const missing = await patchAccount(HARBOR, cookie, { password: { new_password: "Changed-Pass-2" } });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).error_details).toEqual([
      { field: "password.current_password", details: expect.any(String) },
    ]);

    const wrong = await patchAccount(HARBOR, cookie, {
      password: { current_password: "Not-my-password-1", new_password: "Changed-Pass-2" },
      city: "Boston",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers.location).toBeUndefined();
    expect(json(wrong).error_details).toEqual([
      { field: "password.current_password", details: expect.any(String) },
    ]);
    expect(json(await getAccount(HARBOR, cookie)).city).toBe("Middletown");

    const ok = await patchAccount(HARBOR, cookie, {
      password: { current_password: DEMO_PASSWORD, new_password: "Changed-Pass-2" },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).flag).toBe("membership_failed_payment");
    expect((await getAccount(HARBOR, cookie)).statusCode).toBe(200);
    expect((await getAccount(HARBOR, otherDevice)).statusCode).toBe(401);
  });

  it("changing the e-mail needs the current password, and a free address", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const missing = await patchAccount(HARBOR, cookie, { email: "marcus.new@harbor.example" });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).error_details).toEqual([{ field: "current_password", details: expect.any(String) }]);
    const wrong = await patchAccount(HARBOR, cookie, {
      email: "marcus.new@harbor.example",
      current_password: "Nope-nope-1",
    });
    expect(wrong.statusCode).toBe(400);
    const taken = await patchAccount(HARBOR, cookie, {
      email: "member@harbor.example",
      current_password: DEMO_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(json(await getAccount(HARBOR, cookie))).toMatchObject({
      email: "guest@harbor.example",
      pending_email: null,
    });
  });

  it("a new e-mail takes effect only once confirmed, and the old address is told", async () => {
    const cookie = await signIn(t.app, HARBOR, "guest@harbor.example");
    const res = await patchAccount(HARBOR, cookie, {
      email: "Marcus.Bell@harbor.example",
      current_password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      email: "guest@harbor.example",
      pending_email: "marcus.bell@harbor.example",
    });
    // Signing in still takes the old address until the new one is confirmed.
    expect((await postLogin(t.app, HARBOR, "guest@harbor.example")).statusCode).toBe(200);
    const told = await linkTokenMailedTo(t.app, "guest@harbor.example", "email_change_undo");
    expect(told.text).toContain("marcus.bell@harbor.example");
    const confirm = await linkTokenMailedTo(t.app, "marcus.bell@harbor.example", "email_verification");
    const verified = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/public/account/verify-email",
      payload: { token: confirm.token },
    });
    expect(verified.statusCode).toBe(200);
    expect(json(await getAccount(HARBOR, cookie))).toMatchObject({
      email: "marcus.bell@harbor.example",
      pending_email: null,
      email_verified: true,
    });
    expect((await postLogin(t.app, HARBOR, "marcus.bell@harbor.example")).statusCode).toBe(200);

    // The old address's link gives it back, signs everyone out and asks for a new password.
    const undone = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/public/account/email-change/undo",
      payload: { token: told.token },
    });
    expect(undone.statusCode).toBe(200);
    expect((await getAccount(HARBOR, cookie)).statusCode).toBe(401);
    const back = await signIn(t.app, HARBOR, "guest@harbor.example");
    expect(json(await getAccount(HARBOR, back))).toMatchObject({
      email: "guest@harbor.example",
      pending_email: null,
      flag: "changepw",
    });
  });

  it("undoing before confirmation cancels the change: the confirmation link dies", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    await patchAccount(HARBOR, cookie, {
      email: "eleanor.w@harbor.example",
      current_password: DEMO_PASSWORD,
    });
    const told = await linkTokenMailedTo(t.app, "member@harbor.example", "email_change_undo");
    const confirm = await linkTokenMailedTo(t.app, "eleanor.w@harbor.example", "email_verification");
    await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/public/account/email-change/undo",
      payload: { token: told.token },
    });
    const late = await request(t.app, HARBOR, {
      method: "POST",
      url: "/api/public/account/verify-email",
      payload: { token: confirm.token },
    });
    expect(late.statusCode).toBe(400);
    expect(json(late).code).toBe("invalid_token");
    const again = await signIn(t.app, HARBOR, "member@harbor.example");
    expect(json(await getAccount(HARBOR, again))).toMatchObject({
      email: "member@harbor.example",
      pending_email: null,
    });
  });

  it("the resend link goes to the pending address", async () => {
    const cookie = await signIn(t.app, SIERRA, "socio@sierra.example");
    await patchAccount(SIERRA, cookie, { email: "lucia.f@sierra.example", current_password: DEMO_PASSWORD });
    const first = await linkTokenMailedTo(t.app, "lucia.f@sierra.example", "email_verification");
    const resend = await request(t.app, SIERRA, {
      method: "POST",
      url: "/api/account/verify-email/resend",
      headers: { cookie },
      payload: {},
    });
    expect(json(resend)).toMatchObject({ success: true, message: "E-mail sent" });
    const second = await linkTokenMailedTo(t.app, "lucia.f@sierra.example", "email_verification");
    expect(second.token).not.toBe(first.token);
  });

  it("refuses a cross-site form PATCH (CSRF) and changes nothing", async () => {
    const cookie = await signIn(t.app, HARBOR, "member@harbor.example");
    const res = await patchAccount(HARBOR, cookie, "first_name=Mallory", {
      origin: "https://evil.example",
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe("csrf_rejected");
    expect(json(await getAccount(HARBOR, cookie)).first_name).toBe("Eleanor");
  });

  it("needs a session of this club: 401 with location /logout", async () => {
    const anonymous = await request(t.app, HARBOR, {
      method: "PATCH",
      url: "/api/account",
      payload: { city: "X" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.location).toBe("/logout");
    const sierraCookie = await signIn(t.app, SIERRA, "socio@sierra.example");
    const foreign = await patchAccount(HARBOR, sierraCookie, { city: "X" });
    expect(foreign.statusCode).toBe(401);
  });
});
