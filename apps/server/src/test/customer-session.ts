/** Signing demo customers in from tests: the cookie header to send on later requests. */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { DEMO_PASSWORD } from "../demo/demo-seed.ts";
import { request } from "./test-app.ts";

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
