/**
 * The member app's home, rendered as a member's phone shows it: the selected domain's page in
 * the shared headless Chromium, every request the page makes answered by this app itself
 * (`app.inject` with the domain as Host), so the picture shows the current theme of that
 * domain without a listening port and without reaching any other host.
 */
import type { FastifyInstance } from "fastify";
import type { Route } from "playwright-core";
import type { AppBrowser } from "./app-browser.ts";

/** A member's phone (the journeys' phone size). */
const PHONE = { width: 375, height: 812 };
const RENDER_TIMEOUT_MS = 15_000;

/** The PNG of `domainName`'s home page. */
export async function homeScreenshot(
  app: FastifyInstance,
  browser: AppBrowser,
  domainName: string,
): Promise<Buffer> {
  const origin = `http://${domainName}`;
  const context = await (await browser.browser()).newContext({ viewport: PHONE, deviceScaleFactor: 1 });
  try {
    await context.route("**/*", (route) => answerFromApp(app, origin, domainName, route));
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: "load", timeout: RENDER_TIMEOUT_MS });
    // The app loads its config and lazy screens after `load`: wait for the network to settle, briefly.
    await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => undefined);
    return await page.screenshot({ type: "png" });
  } finally {
    await context.close();
  }
}

/** Answers a request of the page from this app; anything for another host is refused. */
async function answerFromApp(
  app: FastifyInstance,
  origin: string,
  host: string,
  route: Route,
): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  if (url.origin !== origin) return route.abort("blockedbyclient");
  const headers = { ...request.headers(), host };
  const body = request.postDataBuffer();
  const answer = await app.inject({
    method: request.method() as "GET",
    url: `${url.pathname}${url.search}`,
    headers,
    ...(body ? { payload: body } : {}),
  });
  const answerHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers))
    if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(", ") : String(value);
  await route.fulfill({ status: answer.statusCode, headers: answerHeaders, body: answer.rawPayload });
}
