import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS, DEMO_MEMBERSHIPS } from "../../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../../demo/demo-seed.ts";
import { nextAddress, postLogin, sessionCookieOf, signIn } from "../../test/customer-session.ts";
import { linkTokenMailedTo as mailedLink, mailsTo } from "../../test/mail.ts";
import {
  createTestApp,
  HARBOR,
  json,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "../../test/test-app.ts";
import { insertCredentials } from "./credentials-repository.ts";
import { accountTokens } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (host: string, url: string, payload: Record<string, unknown>, cookie?: string) =>
  request(t.app, host, {
    method: "POST",
    url,
    payload,
    remoteAddress: nextAddress(),
    ...(cookie ? { headers: { cookie } } : {}),
  });

const linkTokenMailedTo = (to: string, kind: string) => mailedLink(t.app, to, kind);

const newcomer = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@harbor.example",
  password: "Analytical-1",
};

describe("registration and activation", () => {
  it("GET registered tells whether an e-mail is registered and activated", async () => {
    const known = await request(t.app, HARBOR, {
      method: "GET",
      url: `/api/public/account/registered/${encodeURIComponent("Member@harbor.example")}`,
    });
    expect(json(known)).toEqual({ registered: true, activated: true });
    const unknown = await request(t.app, HARBOR, {
      method: "GET",
      url: `/api/public/account/registered/${encodeURIComponent("nobody@harbor.example")}`,
    });
    expect(json(unknown)).toEqual({ registered: false, activated: false });
    const invalid = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/public/account/registered/not-an-email",
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("refuses a password that breaks the rule, with field details", async () => {
    const res = await post(HARBOR, "/api/public/account/register", { ...newcomer, password: "lowercase" });
    expect(res.statusCode).toBe(400);
    expect(json(res).error_details).toEqual([
      { field: "password", details: expect.stringContaining("at least 8 characters") },
    ]);
  });

  it("register → activation mail → activate with the code → signed in", async () => {
    const res = await post(HARBOR, "/api/public/account/register", newcomer);
    expect(res.statusCode).toBe(201);
    expect(res.cookies).toHaveLength(0);

    // Not active yet: the right password hears so, a wrong one does not.
    expect(json(await postLogin(t.app, HARBOR, newcomer.email, newcomer.password)).code).toBe(
      "account_not_active",
    );
    expect(json(await postLogin(t.app, HARBOR, newcomer.email, "Wrong-password-1")).code).toBe(
      "invalid_credentials",
    );

    const { token, text } = await linkTokenMailedTo(newcomer.email, "activation");
    expect(text).toContain(`http://${HARBOR}:${t.app.appConfig.port}/activate/`);
    const activated = await post(HARBOR, "/api/public/account/activate", { code: token });
    expect(activated.statusCode).toBe(200);
    expect(json(activated)).toMatchObject({
      email: newcomer.email,
      full_name: "Ada Lovelace",
      email_verified: true,
      is_member: false,
    });
    const cookie = sessionCookieOf(activated);
    const me = await request(t.app, HARBOR, { method: "GET", url: "/api/account", headers: { cookie } });
    expect(json(me).email).toBe(newcomer.email);

    // The code is single-use.
    const again = await post(HARBOR, "/api/public/account/activate", { code: token });
    expect(again.statusCode).toBe(400);
    expect(json(again).code).toBe("invalid_token");
    expect((await postLogin(t.app, HARBOR, newcomer.email, newcomer.password)).statusCode).toBe(200);
  });

  it("a registered e-mail is a 409 on the email field; the same e-mail at another club is free", async () => {
    const taken = await post(HARBOR, "/api/public/account/register", {
      ...newcomer,
      email: "MEMBER@harbor.example",
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ code: "email_taken", error_details: [{ field: "email" }] });
    const elsewhere = await post(SIERRA, "/api/public/account/register", newcomer);
    expect(elsewhere.statusCode).toBe(201);
  });

  it("registering claims an account made for the address by someone else and never used: password set, link mailed, membership kept", async () => {
    // James has a customer row and a family card but no login; Lily an invitation's login
    // (an unknown password, createpw) that was never activated.
    const lily = DEMO_CUSTOMERS.familyChild;
    const harbor = await serviceContext(t.app, DEMO.harbor.companyId);
    await insertCredentials(harbor.scope, {
      customerId: lily.id,
      passwordHash: null,
      passwordFlag: "createpw",
    });
    for (const [someone, cardId] of [
      [DEMO_CUSTOMERS.familyPartner, DEMO_MEMBERSHIPS.cards.partner],
      [lily, DEMO_MEMBERSHIPS.cards.child],
    ] as const) {
      const password = "Claimed-Account-1";
      const res = await post(HARBOR, "/api/public/account/register", {
        first_name: "Someone",
        last_name: "Else",
        email: someone.email,
        password,
      });
      expect(res.statusCode).toBe(201);
      // Not signed in, not active: only the mailbox's owner can finish the claim.
      expect(json(await postLogin(t.app, HARBOR, someone.email, password)).code).toBe("account_not_active");
      const { token } = await linkTokenMailedTo(someone.email, "activation");
      const activated = await post(HARBOR, "/api/public/account/activate", { code: token });
      expect(json(activated)).toMatchObject({ id: someone.id, is_member: true, flag: null });
      const cookie = sessionCookieOf(await postLogin(t.app, HARBOR, someone.email, password));
      const cards = json<{ id: string }[]>(
        await request(t.app, HARBOR, { method: "GET", url: "/api/account/memberships", headers: { cookie } }),
      );
      expect(cards.map((card) => card.id)).toEqual([cardId]);
      // Claimed once: from now on the address is taken, as any registered one.
      const again = await post(HARBOR, "/api/public/account/register", { ...newcomer, email: someone.email });
      expect(json(again).code).toBe("email_taken");
    }
  });

  it("an activation code works only at its own club", async () => {
    await post(SIERRA, "/api/public/account/register", { ...newcomer, email: "grace@sierra.example" });
    const { token } = await linkTokenMailedTo("grace@sierra.example", "activation");
    const wrongClub = await post(HARBOR, "/api/public/account/activate", { code: token });
    expect(wrongClub.statusCode).toBe(400);
    expect((await post(SIERRA, "/api/public/account/activate", { code: token })).statusCode).toBe(200);
  });
});

describe("forgotten password", () => {
  it("answers success alike for known and unknown e-mails, and mails only the known", async () => {
    const known = await post(HARBOR, "/api/public/account/forgot-password", {
      email: "guest@harbor.example",
    });
    const unknown = await post(HARBOR, "/api/public/account/forgot-password", {
      email: "ghost@harbor.example",
    });
    expect(known.statusCode).toBe(200);
    expect(json(known)).toEqual(json(unknown));
    const ghostMail = await mailsTo(t.app, "ghost@harbor.example");
    expect(ghostMail).toHaveLength(0);
  });

  it("reset: rule enforced, new password works, old does not, sessions revoked, token single-use", async () => {
    const email = "guest@harbor.example";
    const oldSession = await signIn(t.app, HARBOR, email);
    await post(HARBOR, "/api/public/account/forgot-password", { email });
    const { token, text } = await linkTokenMailedTo(email, "password_reset");
    expect(text).toContain("/password-reset/");

    const weak = await post(HARBOR, "/api/public/account/reset-password", { token, password: "short" });
    expect(weak.statusCode).toBe(400);
    expect(json(weak).error_details).toEqual([{ field: "password", details: expect.any(String) }]);

    const reset = await post(HARBOR, "/api/public/account/reset-password", {
      token,
      password: "Harbor-lights-9",
    });
    expect(reset.statusCode).toBe(200);
    expect((await postLogin(t.app, HARBOR, email)).statusCode).toBe(401);
    expect((await postLogin(t.app, HARBOR, email, "Harbor-lights-9")).statusCode).toBe(200);
    const stale = await request(t.app, HARBOR, {
      method: "GET",
      url: "/api/account",
      headers: { cookie: oldSession },
    });
    expect(stale.statusCode).toBe(401);

    const replay = await post(HARBOR, "/api/public/account/reset-password", {
      token,
      password: "Another-one-2",
    });
    expect(replay.statusCode).toBe(400);
    expect(json(replay).code).toBe("invalid_token");
  });

  it("an expired reset token is refused, and only the newest link works", async () => {
    const email = "member@harbor.example";
    await post(HARBOR, "/api/public/account/forgot-password", { email });
    const first = (await linkTokenMailedTo(email, "password_reset")).token;
    await post(HARBOR, "/api/public/account/forgot-password", { email });
    const second = (await linkTokenMailedTo(email, "password_reset")).token;
    expect(
      (await post(HARBOR, "/api/public/account/reset-password", { token: first, password: "Sea-breeze-7" }))
        .statusCode,
    ).toBe(400);

    await t.app.platformDb
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.kind, "password_reset"));
    const expired = await post(HARBOR, "/api/public/account/reset-password", {
      token: second,
      password: "Sea-breeze-7",
    });
    expect(expired.statusCode).toBe(400);
    expect(json(expired).code).toBe("invalid_token");
  });

  it("any password change ends the reset links mailed before it", async () => {
    const email = "invitado@sierra.example";
    await post(SIERRA, "/api/public/account/forgot-password", { email });
    const { token } = await linkTokenMailedTo(email, "password_reset");
    const cookie = await signIn(t.app, SIERRA, email);
    const changed = await request(t.app, SIERRA, {
      method: "PATCH",
      url: "/api/account",
      headers: { cookie },
      payload: { password: { current_password: DEMO_PASSWORD, new_password: "Brand-new-pass-3" } },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await post(SIERRA, "/api/public/account/reset-password", {
      token,
      password: "Attacker-pass-4",
    });
    expect(stale.statusCode).toBe(400);
    expect(json(stale).code).toBe("invalid_token");
    expect((await postLogin(t.app, SIERRA, email, "Brand-new-pass-3")).statusCode).toBe(200);
  });

  it("reset clears the createpw flag", async () => {
    const email = "newpass@harbor.example";
    await post(HARBOR, "/api/public/account/forgot-password", { email });
    const { token } = await linkTokenMailedTo(email, "password_reset");
    await post(HARBOR, "/api/public/account/reset-password", { token, password: "Fresh-start-5" });
    const cookie = await signIn(t.app, HARBOR, email, "Fresh-start-5");
    const me = await request(t.app, HARBOR, { method: "GET", url: "/api/account", headers: { cookie } });
    expect(json(me)).toMatchObject({ flag: null, is_member: true });
  });
});

describe("PUBLIC_URL and HTTPS", () => {
  it("links use PUBLIC_URL and the session cookie is Secure", async () => {
    const secure = await createTestApp({ config: { publicUrl: "https://portal.example" } });
    try {
      const res = await request(secure.app, HARBOR, {
        method: "POST",
        url: "/api/public/account/register",
        payload: { ...newcomer, email: "lin@harbor.example" },
      });
      expect(res.statusCode).toBe(201);
      const [mail] = await mailsTo(secure.app, "lin@harbor.example");
      const code = /https:\/\/portal\.example\/activate\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
      expect(code).toBeDefined();
      const activated = await request(secure.app, HARBOR, {
        method: "POST",
        url: "/api/public/account/activate",
        payload: { code },
      });
      expect(activated.cookies.find((c) => c.name === "crest_session")?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
