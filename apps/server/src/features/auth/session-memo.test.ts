/**
 * A connection's session id is worked out once per Cookie header (features/auth/plugin.ts). Over
 * one real kept-alive connection, as a proxy in front of the portal sends many members' requests,
 * each request is still answered as its own cookie says, and a session signed out is refused
 * though the connection has named it before.
 */
import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { signIn } from "../../test/customer-session.ts";
import { createTestApp, HARBOR, request, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let port = 0;
/** One socket: every request goes over the same connection. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

interface Answer {
  status: number;
  email: string | undefined;
  /** The client's end of the connection, to tell one connection from another. */
  connection: number | undefined;
}

/** GET /api/account over the shared connection, with the cookie given (or none). */
function account(cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { host: HARBOR, ...(cookie ? { cookie } : {}) };
    const req = httpRequest({ port, host: "127.0.0.1", path: "/api/account", headers, agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          email: res.statusCode === 200 ? (JSON.parse(body) as { email: string }).email : undefined,
          connection: res.socket?.localPort,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a connection's session, by its Cookie header", () => {
  it("answers each request as its own cookie says, on one connection carrying several members", async () => {
    const member = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    const guest = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.guest.email);
    const answers = [
      await account(member),
      await account(guest),
      await account(member),
      await account(),
      await account(`${member}; theme=dark`),
    ];
    expect(answers.map(({ status, email }) => [status, email])).toEqual([
      [200, DEMO_CUSTOMERS.member.email],
      [200, DEMO_CUSTOMERS.guest.email],
      [200, DEMO_CUSTOMERS.member.email],
      [401, undefined],
      [200, DEMO_CUSTOMERS.member.email],
    ]);
    expect(new Set(answers.map((answer) => answer.connection)).size).toBe(1);
  });

  it("refuses a session signed out, though the connection named it a moment ago", async () => {
    const member = await signIn(t.app, HARBOR, DEMO_CUSTOMERS.member.email);
    expect((await account(member)).status).toBe(200);
    const signedOut = await request(t.app, HARBOR, {
      method: "POST",
      url: "/signout",
      headers: { cookie: member },
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await account(member)).status).toBe(401);
  });
});
