/**
 * Signing demo customers in from tests: the cookie header to send on later requests, requests as
 * a member, and the set-up of a suite that moves money.
 */
import type { StaffLevel } from "@crest/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { DEMO } from "../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../demo/demo-seed.ts";
import { staffMemberships, staffUsers } from "../features/admin/tables.ts";
import { expectMoneyReconciles } from "./money-reconciliation.ts";
import { createTestApp, HARBOR, request, type TestApp } from "./test-app.ts";

let addressCounter = 0;

/** A fresh client address per call, so the per-address login limit never trips by accident. */
export const nextAddress = (): string => {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

export function postLogin(
  app: FastifyInstance,
  host: string,
  email: string,
  password = DEMO_PASSWORD,
  remoteAddress = nextAddress(),
): Promise<LightMyRequestResponse> {
  return request(app, host, { method: "POST", url: "/login", payload: { email, password }, remoteAddress });
}

/** The `cookie` header value carrying the session a response set. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "crest_session");
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return `crest_session=${cookie.value}`;
}

/** Signs a customer in and answers the cookie header for their session. */
export async function signIn(app: FastifyInstance, host: string, email: string, password = DEMO_PASSWORD) {
  return sessionCookieOf(await postLogin(app, host, email, password));
}

/** Signs a staff user in (staff@harbor.example by default; the club is the host's) and answers their cookie header. */
export async function signInStaff(app: FastifyInstance, host: string, email = "staff@harbor.example") {
  const res = await request(app, host, {
    method: "POST",
    url: "/admin/login",
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: nextAddress(),
  });
  const cookie = res.cookies.find((c) => c.name === "crest_staff");
  if (!cookie) throw new Error(`no staff cookie (status ${res.statusCode}: ${res.body})`);
  return `crest_staff=${cookie.value}`;
}

/**
 * A new staff user of one club (Harbor unless told) at `level` (the demo's own is an owner),
 * signed in: for the permission levels' tests. Answers their cookie header.
 */
export async function signInNewStaff(
  app: FastifyInstance,
  email: string,
  level: StaffLevel = "staff",
  club: { companyId: string; host: string } = { companyId: DEMO.harbor.companyId, host: HARBOR },
) {
  const [owner] = await app.platformDb
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, "staff@harbor.example"));
  const [user] = await app.platformDb
    .insert(staffUsers)
    .values({
      email,
      username: email.split("@")[0] ?? email,
      passwordHash: owner?.passwordHash ?? "",
      firstName: "Front",
      lastName: "Desk",
    })
    .returning();
  await app.platformDb
    .insert(staffMemberships)
    .values({ staffUserId: user?.id ?? "", companyId: club.companyId, permissionLevel: level });
  return signInStaff(app, club.host, email);
}

/** A member's request with their session cookie. */
export const asMember =
  (app: FastifyInstance, cookie: string, host = HARBOR) =>
  (method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT", url: string, payload?: Record<string, unknown>) =>
    request(app, host, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Requests as one signed-in customer. */
export type Member = ReturnType<typeof asMember>;

/** Signs a demo customer in (on Harbor unless told) and answers requests as them. */
export async function memberOf(app: FastifyInstance, email: string, host = HARBOR): Promise<Member> {
  return asMember(app, await signIn(app, host, email), host);
}

/**
 * The set-up of a suite that moves money: its test app is created before the tests, and after
 * them the books must balance (issue 20) before the app closes. Answers the suite's app, filled
 * in once beforeAll has run.
 */
export function moneySuite(options?: Parameters<typeof createTestApp>[0]): TestApp {
  const suite = {} as TestApp;
  beforeAll(async () => {
    Object.assign(suite, await createTestApp(options));
  });
  afterAll(async () => {
    await expectMoneyReconciles(suite.app);
    await suite.close();
  });
  return suite;
}
