/**
 * Permission levels (issue 31 item 2): each level against every staff route, the routes taken
 * from the endpoint definitions (a new one is covered at once). A level below the route's is a
 * 403 permission_denied before anything is read; a level that reaches it is never refused.
 */
import { STAFF_LEVELS, type StaffLevel, staffLevelReaches } from "@crest/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInNewStaff } from "./customer-session.ts";
import { openApiKey, staffEndpoints } from "./staff-endpoints.ts";
import { createTestApp, HARBOR, json, NO_CHROMIUM, notSetUp, request, type TestApp } from "./test-app.ts";

let t: TestApp;
const cookies = new Map<StaffLevel, string>();
beforeAll(async () => {
  // No Chromium: the screenshot answers 503 not_setup at once (its rendering has its own test).
  t = await createTestApp({ config: { chromiumPath: NO_CHROMIUM } });
  for (const level of STAFF_LEVELS)
    cookies.set(level, await signInNewStaff(t.app, `${level}-table@harbor.example`, level));
});
afterAll(() => t.close());

/** A well-formed value for a path parameter that names nothing. */
const nothing = (name: string) =>
  name === "domainName" ? "nowhere.example" : "00000000-0000-4000-8000-000000000000";

describe("permission levels", () => {
  it("finds every staff route of the app among the endpoint definitions", async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(
      await request(t.app, HARBOR, { method: "GET", url: "/api/docs/json" }),
    );
    const defined = new Set(staffEndpoints().map((endpoint) => openApiKey(endpoint.method, endpoint.path)));
    const adminRoutes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/admin/api/"))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => openApiKey(method, path)));
    expect(adminRoutes.length).toBeGreaterThan(40);
    expect(adminRoutes.filter((key) => !defined.has(key))).toEqual([]);
  });

  it("refuses each level below a route's and lets each level at or above it through", async () => {
    const failures: string[] = [];
    const table: Record<string, Record<string, string>> = {};
    for (const endpoint of staffEndpoints()) {
      const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => nothing(name));
      const row: Record<string, string> = { needs: endpoint.needs };
      for (const level of STAFF_LEVELS) {
        const res = await request(t.app, HARBOR, {
          method: endpoint.method,
          url,
          headers: { cookie: cookies.get(level) ?? "" },
          ...(endpoint.method === "GET" || endpoint.method === "DELETE" ? {} : { payload: {} }),
        });
        const refused = res.statusCode === 403 && json(res).code === "permission_denied";
        const allowed = staffLevelReaches(level, endpoint.needs);
        row[level] = `${res.statusCode}`;
        if ((res.statusCode >= 500 && !notSetUp(res)) || refused === allowed)
          failures.push(
            `${endpoint.method} ${endpoint.path} as ${level}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
      table[`${endpoint.method} ${endpoint.path}`] = row;
    }
    console.table(table);
    expect(Object.keys(table).length).toBeGreaterThan(40);
    expect(failures).toEqual([]);
    // Over two hundred requests: more than the default 30 s on a loaded two-core machine.
  }, 120_000);
});
