/**
 * Every route that takes an id, asked for another club's resource: 404, never data. Like the
 * bad-input sweep, the routes come from the OpenAPI document; the resources come from each
 * feature's isolation fixture (its manifest), created at Harbor Club and asked for from
 * sessions at Club Sierra. A route with a parameter no fixture provides fails the sweep, so a
 * new feature is covered by registering its fixture. Lists are checked too: nothing any route
 * answers at Club Sierra may name a Harbor resource. Staff routes are asked twice: by an owner
 * of Club Sierra only (404) and by a read-only Club Sierra staff user, who is refused every write
 * (403, decided by the level before any resource is looked for) and gets 404 on every read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_CUSTOMERS } from "../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../demo/demo-seed.ts";
import { features } from "../features/registry.ts";
import { signInNewStaff } from "./customer-session.ts";
import { openApiKey, refusedToViewer } from "./staff-endpoints.ts";
import {
  createTestApp,
  json,
  NO_CHROMIUM,
  request,
  SIERRA,
  serviceContext,
  type TestApp,
} from "./test-app.ts";

/** Parameters that name no club resource, with why their routes need no fixture. */
const NOT_A_RESOURCE: Record<string, string> = {
  email:
    "GET /api/public/account/registered/{email} answers registered:false for another club's e-mail (registration.test)",
  token: "GET /global-switch/{token} redeems a pass only at the club it was made for (network-switch.test)",
  type: "GET /api/public/categories/components/{type} names a product type (product, fandb), not a resource",
  group: "GET /api/public/categories/groups/{group} names a category group; each club answers its own",
  kind: "/api/cart/{kind} and /api/cart/items/{kind} name a kind of cart line (products, tickets…) and the member's own cart; an item of another club in the body is a 404 (test/cart-item-contract.ts)",
};

let t: TestApp;
let routes: { method: string; path: string; params: string[] }[] = [];
let params: Record<string, string> = {};
let bodies: Record<string, unknown> = {};
const cookies = { member: "", staff: "", viewer: "" };

const cookieOf = (header: string | string[] | undefined): string =>
  String(Array.isArray(header) ? header[0] : header).split(";")[0] ?? "";

beforeAll(async () => {
  // No Chromium: the app screenshot answers 503 not_setup at once (its rendering has its own test).
  t = await createTestApp({ config: { chromiumPath: NO_CHROMIUM } });
  const harbor = {
    ...(await serviceContext(t.app, DEMO.harbor.companyId)),
    actor: { kind: "customer" as const, customerId: DEMO_CUSTOMERS.member.id },
  };
  for (const feature of features) {
    const fixture = await feature.isolation?.create(harbor);
    params = { ...params, ...fixture?.params };
    bodies = { ...bodies, ...fixture?.bodies };
  }
  const doc = json<{ paths: Record<string, Record<string, unknown>> }>(
    await request(t.app, SIERRA, { method: "GET", url: "/api/docs/json" }),
  );
  routes = Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith("/api/docs"))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ""),
      })),
    );
  const member = await request(t.app, SIERRA, {
    method: "POST",
    url: "/login",
    payload: { email: DEMO_CUSTOMERS.socio.email, password: DEMO_PASSWORD },
  });
  cookies.member = cookieOf(member.headers["set-cookie"]);
  // An owner of Club Sierra only: the level that reaches every staff route (the staff section's
  // are owners'), so each answers from its handler, where another club's id must be a 404.
  cookies.staff = await signInNewStaff(t.app, "duena@sierra.example", "owner", {
    companyId: DEMO.sierra.companyId,
    host: SIERRA,
  });
  cookies.viewer = await signInNewStaff(t.app, "lector@sierra.example", "viewer", {
    companyId: DEMO.sierra.companyId,
    host: SIERRA,
  });
});
afterAll(() => t.close());

const ask = (route: { method: string; path: string }, url: string, staff = cookies.staff) =>
  request(t.app, SIERRA, {
    method: route.method as "GET",
    url,
    headers: { cookie: route.path.startsWith("/admin/") ? staff : cookies.member },
    ...(route.method === "GET" || route.method === "DELETE"
      ? {}
      : { payload: (bodies[`${route.method} ${route.path}`] ?? {}) as Record<string, unknown> }),
  });

const leaks = (body: string) => Object.values(params).filter((value) => body.includes(value));

describe("tenant isolation", () => {
  it("has a Harbor resource for every route parameter", () => {
    const missing = routes
      .flatMap((route) => route.params.map((name) => ({ route, name })))
      .filter(({ name }) => !(name in params) && !(name in NOT_A_RESOURCE))
      .map(({ route, name }) => `${route.method} ${route.path}: no isolation fixture provides {${name}}`);
    expect(missing).toEqual([]);
  });

  it("answers 404 for another club's resource on every route with an id, and shows none of it", async () => {
    const swept = routes.filter(
      (route) => route.params.length > 0 && route.params.every((name) => name in params),
    );
    expect(swept.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of swept) {
      const url = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(params[name] ?? ""),
      );
      const res = await ask(route, url);
      if (res.statusCode !== 404)
        failures.push(`${route.method} ${route.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (leaks(res.body).length > 0)
        failures.push(`${route.method} ${route.path}: 404 naming ${leaks(res.body)}`);
    }
    expect(failures).toEqual([]);
    console.info(`tenant-isolation sweep: ${swept.length} routes with an id`);
  });

  it("refuses a read-only staff user of another club every write (403) and answers its reads 404", async () => {
    const refused = refusedToViewer();
    const swept = routes.filter(
      (route) =>
        route.path.startsWith("/admin/") &&
        route.params.length > 0 &&
        route.params.every((name) => name in params),
    );
    expect(swept.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of swept) {
      const url = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(params[name] ?? ""),
      );
      const res = await ask(route, url, cookies.viewer);
      const expected = refused.has(openApiKey(route.method, route.path)) ? 403 : 404;
      if (res.statusCode !== expected)
        failures.push(`${route.method} ${route.path}: ${res.statusCode}, not ${expected}`);
      else if (leaks(res.body).length > 0)
        failures.push(`${route.method} ${route.path}: naming ${leaks(res.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it("names no Harbor resource in anything Club Sierra's sessions can list", async () => {
    const lists = routes.filter((route) => route.method === "GET" && route.params.length === 0);
    const failures: string[] = [];
    for (const route of lists) {
      const res = await ask(route, route.path);
      if (leaks(res.body).length > 0) failures.push(`${route.method} ${route.path} names ${leaks(res.body)}`);
    }
    expect(failures).toEqual([]);
  });
});
