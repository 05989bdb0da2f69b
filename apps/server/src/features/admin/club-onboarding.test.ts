/**
 * The operator's commands (npm run club:add, staff:add): a new club is served at its domain with
 * its own config, its owner signs in to admin mode and reaches that club alone, someone already on
 * staff gains the club with their password and level unchanged, a domain already served is
 * refused with nothing written, and bad options are named before anything is written.
 */
import { spawnSync } from "node:child_process";
import { portalConfigInputSchema } from "@crest/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_STAFF } from "../../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../../demo/demo-seed.ts";
import { checkOperatorInput } from "../../lib/operator-input.ts";
import { createTestApp, HARBOR, json, request, type TestApp } from "../../test/test-app.ts";
import { insertClub } from "../config/index.ts";
import { grantStaff } from "./index.ts";

const MARINA = "marina.test";
const OWNER = { email: "ana@marina.test", password: "Marina-owner-2026" };
let t: TestApp;
let marina: { companyId: string; domainId: string };

const signIn = (host: string, email: string, password: string) =>
  request(t.app, host, { method: "POST", url: "/admin/login", payload: { email, password } });
const cookieOf = (res: Awaited<ReturnType<typeof signIn>>) =>
  `crest_staff=${res.cookies.find((cookie) => cookie.name === "crest_staff")?.value ?? ""}`;

beforeAll(async () => {
  t = await createTestApp();
  const config = portalConfigInputSchema.parse({
    plan: "Plus",
    debug: true,
    intl: { locale: "es-es", currency: "EUR", timezone: "Europe/Madrid" },
  });
  marina = await t.app.platformDb.transaction(async (tx) => {
    const club = await insertClub(tx, { name: "Marina Club", domain: "Marina.Test", config });
    await grantStaff(tx, {
      ...OWNER,
      firstName: "Ana",
      lastName: "Ruiz",
      level: "owner",
      companyId: club.companyId,
      createdBy: "test",
    });
    return club;
  });
});
afterAll(() => t.close());

describe("a new club", () => {
  it("is served at its domain with its own name, language, currency and zone", async () => {
    const res = await request(t.app, MARINA, { method: "GET", url: "/config" });
    expect(res.statusCode, res.body).toBe(200);
    const config = json<{ company: { name: string }; intl: Record<string, string>; debug: boolean }>(res);
    expect(config.company.name).toBe("Marina Club");
    expect(config.intl).toMatchObject({ locale: "es-es", currency: "EUR", timezone: "Europe/Madrid" });
    expect(config.debug).toBe(true);
  });

  it("has an owner who signs in to admin mode and reaches this club alone", async () => {
    const res = await signIn(MARINA, OWNER.email, OWNER.password);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = cookieOf(res);
    const me = json<{ company_id: string }>(
      await request(t.app, MARINA, { method: "GET", url: "/admin/api/me", headers: { cookie } }),
    );
    expect(me.company_id).toBe(marina.companyId);
    const harbor = await request(t.app, MARINA, {
      method: "POST",
      url: `/admin/company/select/${DEMO.harbor.companyId}`,
      headers: { cookie },
    });
    expect(harbor.statusCode).toBe(404);
    expect((await signIn(MARINA, OWNER.email, "not-the-password")).statusCode).toBe(401);
  });

  it("gives someone already on staff the club at the level given, keeping their password and other levels", async () => {
    const again = await grantStaff(t.app.platformDb, {
      email: DEMO_STAFF.harborManager.email.toUpperCase(),
      firstName: "Ignored",
      lastName: "Ignored",
      level: "owner",
      companyId: marina.companyId,
      password: "ignored-password",
      createdBy: "test",
    });
    expect(again.created).toBe(false);
    const res = await signIn(HARBOR, DEMO_STAFF.harborManager.email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const selected = await request(t.app, HARBOR, {
      method: "POST",
      url: `/admin/company/select/${marina.companyId}`,
      headers: { cookie: cookieOf(res) },
    });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(json(selected)).toMatchObject({ company_id: marina.companyId, permission_level: "owner" });
    const { rows } = await t.app.platformDb.execute<{ permission_level: string; first_name: string }>(
      sql`select m.permission_level, u.first_name from staff_memberships m join staff_users u on u.id = m.staff_user_id
          where u.email = ${DEMO_STAFF.harborManager.email} order by m.permission_level`,
    );
    expect(rows).toEqual([
      { permission_level: "manager", first_name: "Dana" },
      { permission_level: "owner", first_name: "Dana" },
    ]);
    // Granted again at another level, the club keeps the level it has.
    await grantStaff(t.app.platformDb, {
      email: DEMO_STAFF.harborManager.email,
      firstName: "Dana",
      lastName: "Reyes",
      level: "viewer",
      companyId: marina.companyId,
      password: "ignored-password",
      createdBy: "test",
    });
    const back = await request(t.app, HARBOR, {
      method: "GET",
      url: "/admin/api/me",
      headers: { cookie: cookieOf(res) },
    });
    expect(json(back)).toMatchObject({ company_id: marina.companyId, permission_level: "owner" });
  });

  it("gives an existing account a new password only when asked (a forgotten one)", async () => {
    const grant = {
      ...OWNER,
      firstName: "Ana",
      lastName: "Ruiz",
      level: "owner" as const,
      createdBy: "test",
    };
    await grantStaff(t.app.platformDb, { ...grant, companyId: marina.companyId, password: "Unasked-2026" });
    expect((await signIn(MARINA, OWNER.email, OWNER.password)).statusCode).toBe(200);
    await grantStaff(t.app.platformDb, {
      ...grant,
      companyId: marina.companyId,
      password: "Forgotten-2026",
      resetPassword: true,
    });
    expect((await signIn(MARINA, OWNER.email, "Forgotten-2026")).statusCode).toBe(200);
    expect((await signIn(MARINA, OWNER.email, OWNER.password)).statusCode).toBe(401);
  });

  it("refuses a domain that already serves a club, and writes nothing", async () => {
    const count = async () =>
      (await t.app.platformDb.execute<{ n: number }>(sql`select count(*)::int as n from companies`)).rows[0]
        ?.n;
    const before = await count();
    await expect(
      t.app.platformDb.transaction((tx) =>
        insertClub(tx, { name: "Copy", domain: HARBOR.toUpperCase(), config: {} }),
      ),
    ).rejects.toThrow(`${HARBOR} already serves a club`);
    expect(await count()).toBe(before);
  });
});

describe("the operator's options", () => {
  it("are checked, naming the option, before anything is written", () => {
    expect(checkOperatorInput({ domain: " Marina.Example ", email: "Ana@Marina.Example" })).toEqual({
      domain: "marina.example",
      email: "ana@marina.example",
    });
    expect(() => checkOperatorInput({ domain: "https://marina.example" })).toThrow("--domain");
    expect(() => checkOperatorInput({ domain: "marina.example:8080" })).toThrow("--domain");
    expect(() => checkOperatorInput({ email: "ana" })).toThrow("--owner/--email");
    expect(() => checkOperatorInput({ timezone: "Mars/Olympus" })).toThrow("--timezone");
    expect(() => checkOperatorInput({ name: " " })).toThrow("--name");
  });

  it("stop club:add with the option's problem and a non-zero exit", () => {
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "src/add-club.ts",
        "--name",
        "X",
        "--domain",
        "https://x.example",
        "--owner",
        "a@x.example",
      ],
      { cwd: new URL("../../..", import.meta.url).pathname, encoding: "utf8", timeout: 60_000 },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("--domain/--club: a host name");
  });
});
