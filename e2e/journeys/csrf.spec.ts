/**
 * CSRF seen from a browser: a page on another origin posts a form to the portal's /login with
 * the right credentials. The server refuses it (403 csrf_rejected) and no session starts.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, HARBOR, USERS } from "../support/clubs.ts";

const forms = {
  // An ordinary urlencoded form.
  urlencoded: `<form method="post" action="${HARBOR}/login">
      <input name="email" value="${USERS.member.email}">
      <input name="password" value="${DEMO_PASSWORD}">
      <button>Win a prize</button>
    </form>`,
  // The classic JSON-shaped text/plain body: {"email":"…","password":"…","x":"="}.
  textPlain: `<form method="post" enctype="text/plain" action="${HARBOR}/login">
      <input name='{"email":"${USERS.member.email}","password":"${DEMO_PASSWORD}","x":"' value='"}'>
      <button>Win a prize</button>
    </form>`,
};

let attacker: Server;
let attackerOrigin: string;

test.beforeAll(async () => {
  attacker = createServer((request, response) => {
    const kind = (request.url ?? "").slice(1) as keyof typeof forms;
    response.writeHead(forms[kind] ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><title>Prize</title>${forms[kind] ?? ""}`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

for (const kind of Object.keys(forms) as (keyof typeof forms)[]) {
  test(`a cross-site ${kind} form post to /login is refused and signs nobody in`, async ({ page }) => {
    await page.goto(`${attackerOrigin}/${kind}`);
    const answer = page.waitForResponse(
      (response) => response.url() === `${HARBOR}/login` && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Win a prize" }).click();
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe("csrf_rejected");
    expect(await response.request().headerValue("origin")).toBe(attackerOrigin);

    const cookies = await page.context().cookies(HARBOR);
    expect(cookies.map((cookie) => cookie.name)).not.toContain("crest_session");
    expect((await page.request.get(`${HARBOR}/api/account`)).status()).toBe(401);
    await page.goto(`${HARBOR}/account`);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  });
}
