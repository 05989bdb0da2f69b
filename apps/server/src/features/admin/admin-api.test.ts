import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_STAFF } from "../../demo/demo-ids.ts";
import { DEMO_PASSWORD } from "../../demo/demo-seed.ts";
import { createTestApp, HARBOR, json, request, serviceContext, type TestApp } from "../../test/test-app.ts";
import { enqueueMail } from "../mail/index.ts";

let t: TestApp;
let owner: string;
let sierraManager: string;

async function staffCookie(email: string, host = HARBOR): Promise<string> {
  const res = await request(t.app, host, {
    method: "POST",
    url: "/admin/login",
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === "crest_staff");
  if (!cookie) throw new Error("no crest_staff cookie");
  return `crest_staff=${cookie.value}`;
}

const get = (cookie: string, url: string) =>
  request(t.app, HARBOR, { method: "GET", url, headers: { cookie } });
const patch = (cookie: string, domainId: string, payload: unknown, headers: Record<string, string> = {}) =>
  request(t.app, HARBOR, {
    method: "PATCH",
    url: `/admin/api/domains/${domainId}`,
    headers: { cookie, ...headers },
    payload: payload as Record<string, unknown>,
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffCookie(DEMO_STAFF.owner.email);
  sierraManager = await staffCookie(DEMO_STAFF.sierraManager.email);
});
afterAll(() => t.close());

describe("company and domain selection", () => {
  it("switches to another of the staff user's companies", async () => {
    const cookie = await staffCookie(DEMO_STAFF.owner.email);
    const res = await request(t.app, HARBOR, {
      method: "POST",
      url: `/admin/company/select/${DEMO.sierra.companyId}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      company_id: DEMO.sierra.companyId,
      selected_domain: "sierra.localhost",
    });
    expect(json(await get(cookie, "/admin/api/company")).name).toBe("Club Sierra");
  });

  it("answers the selected club's currency, locale and time zone, not the Host's", async () => {
    const cookie = await staffCookie(DEMO_STAFF.owner.email);
    const harborIntl = { currency: "USD", locale: "en-us", timezone: "America/New_York" };
    expect(json(await get(cookie, "/admin/api/me")).intl).toMatchObject(harborIntl);
    const switched = await request(t.app, HARBOR, {
      method: "POST",
      url: `/admin/company/select/${DEMO.sierra.companyId}`,
      headers: { cookie },
    });
    const sierraIntl = { currency: "EUR", locale: "es-es", timezone: "Europe/Madrid" };
    expect(json(switched).intl).toMatchObject(sierraIntl);
    // Still asked at Harbor's address: the answer follows the session's club.
    expect(json(await get(cookie, "/admin/api/me")).intl).toMatchObject(sierraIntl);
  });

  it("answers 404 for a company the staff user does not belong to, and keeps the selection", async () => {
    const res = await request(t.app, HARBOR, {
      method: "POST",
      url: `/admin/company/select/${DEMO.harbor.companyId}`,
      headers: { cookie: sierraManager },
    });
    expect(res.statusCode).toBe(404);
    expect(json(await get(sierraManager, "/admin/api/company")).name).toBe("Club Sierra");
  });

  it("selects a domain by name, and its company with it; another club's domain is a 404", async () => {
    const cookie = await staffCookie(DEMO_STAFF.owner.email);
    const res = await request(t.app, HARBOR, {
      method: "POST",
      url: "/admin/domain/select/SIERRA.localhost",
      headers: { cookie },
    });
    expect(json(res)).toMatchObject({
      company_id: DEMO.sierra.companyId,
      selected_domain: "sierra.localhost",
    });
    const me = json(await get(cookie, "/admin/api/me"));
    expect(me.selected_domain).toBe("sierra.localhost");

    const foreign = await request(t.app, HARBOR, {
      method: "POST",
      url: "/admin/domain/select/harbor.localhost",
      headers: { cookie: sierraManager },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("GET /admin/api/company, /domains and /app", () => {
  it("answers the selected company, its domains and its mobile app", async () => {
    expect(json(await get(owner, "/admin/api/company"))).toMatchObject({
      id: DEMO.harbor.companyId,
      name: "Harbor Club",
      timezone: "America/New_York",
    });
    const domains = json<Record<string, unknown>[]>(await get(owner, "/admin/api/domains"));
    expect(domains).toHaveLength(1);
    expect(domains[0]).toMatchObject({ id: DEMO.harbor.domainId, name: "harbor.localhost", default: true });
    expect(domains[0]).toHaveProperty("config.theme.color_primary", "#2f5d50");
    expect(json(await get(owner, "/admin/api/app"))).toMatchObject({
      package: "example.harbor.club",
      config: { app_id: "1234567890" },
    });
  });

  it("answers 404 for the app of a club that has none", async () => {
    expect((await get(sierraManager, "/admin/api/app")).statusCode).toBe(404);
  });

  it("shows Sierra-only staff nothing of Harbor", async () => {
    const domains = json<{ id: string }[]>(await get(sierraManager, "/admin/api/domains"));
    expect(domains.map((d) => d.id)).toEqual([DEMO.sierra.domainId]);
    const history = await get(sierraManager, `/admin/api/domains/${DEMO.harbor.domainId}/history`);
    expect(history.statusCode).toBe(404);
  });
});

describe("PATCH /admin/api/domains/{domainId}", () => {
  const harborDomain = async () => {
    const [domain] = json<{ config: Record<string, unknown>; config_version: number }[]>(
      await get(owner, "/admin/api/domains"),
    );
    if (!domain) throw new Error("no Harbor domain");
    return domain;
  };
  const harborConfig = async () => (await harborDomain()).config;
  /** The config as `change` makes it, saved on the version it was read at. */
  const save = async (
    cookie: string,
    change: (config: Record<string, unknown>) => Record<string, unknown>,
  ) => {
    const domain = await harborDomain();
    return patch(cookie, DEMO.harbor.domainId, {
      config: change(domain.config),
      config_version: domain.config_version,
    });
  };

  it("rejects an invalid config with field details and changes nothing", async () => {
    const config = await harborConfig();
    const res = await patch(owner, DEMO.harbor.domainId, {
      config: {
        ...config,
        plan: "Gold",
        debug: "yes",
        theme: { color_primary: "not-a-colour", card_radius: "4px" },
      },
    });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.code).toBe("invalid_request");
    const fields = (body.error_details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "config.plan",
        "config.debug",
        "config.theme.color_primary",
        "config.theme.card_radius",
      ]),
    );
    expect(json(await request(t.app, HARBOR, { method: "GET", url: "/config" })).plan).toBe("Plus");
  });

  it("rejects a body without config or its version, or with fields beside them", async () => {
    expect((await patch(owner, DEMO.harbor.domainId, {})).statusCode).toBe(400);
    const noVersion = await patch(owner, DEMO.harbor.domainId, { config: {} });
    expect(noVersion.statusCode).toBe(400);
    expect(json(noVersion).error_details).toEqual([expect.objectContaining({ field: "config_version" })]);
    expect(
      (await patch(owner, DEMO.harbor.domainId, { config: {}, config_version: 1, name: "x" })).statusCode,
    ).toBe(400);
  });

  it("saves a valid config: GET /config shows it at once and the history records who and when", async () => {
    const before = json(await request(t.app, HARBOR, { method: "GET", url: "/config" }));
    expect(before).toHaveProperty("theme.color_primary", "#2f5d50");
    const res = await save(owner, (config) => ({
      ...config,
      plan: "Lounge",
      theme: { ...(config.theme as object), color_primary: "rgb(10, 20, 30)" },
    }));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toHaveProperty("config.plan", "Lounge");

    const after = json(await request(t.app, HARBOR, { method: "GET", url: "/config" }));
    expect(after.plan).toBe("Lounge");
    expect(after).toHaveProperty("theme.color_primary", "rgb(10, 20, 30)");

    const history = await get(owner, `/admin/api/domains/${DEMO.harbor.domainId}/history`);
    expect(history.statusCode).toBe(200);
    expect(JSON.parse(String(history.headers.pagination))).toMatchObject({ total_count: 1, page_number: 1 });
    const [entry] = json<Record<string, unknown>[]>(history);
    expect(entry).toMatchObject({
      domain_id: DEMO.harbor.domainId,
      changed_by: DEMO_STAFF.owner.id,
      changed_by_name: "Morgan Hale",
      previous: { plan: "Plus", theme: { color_primary: "#2f5d50" } },
      config: { plan: "Lounge", theme: { color_primary: "rgb(10, 20, 30)" } },
    });
    expect(Date.now() - Date.parse(String(entry?.changed_at))).toBeLessThan(60_000);
  });

  it("lists the history newest first", async () => {
    expect((await save(owner, (config) => ({ ...config, plan: "Plus" }))).statusCode).toBe(200);
    const history = json<{ config: { plan: string } }[]>(
      await get(owner, `/admin/api/domains/${DEMO.harbor.domainId}/history?page_size=1`),
    );
    expect(history.map((h) => h.config.plan)).toEqual(["Plus"]);
  });

  it("answers 404 when Sierra-only staff patch Harbor's domain, and changes nothing", async () => {
    const res = await save(sierraManager, (config) => ({ ...config, plan: "Lounge" }));
    expect(res.statusCode).toBe(404);
    expect(json(await request(t.app, HARBOR, { method: "GET", url: "/config" })).plan).toBe("Plus");
  });

  it("answers 401 without a staff session", async () => {
    const res = await request(t.app, HARBOR, {
      method: "PATCH",
      url: `/admin/api/domains/${DEMO.harbor.domainId}`,
      payload: { config: {}, config_version: 1 },
    });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a cross-site PATCH (CSRF): 403 and nothing changed", async () => {
    const historyBefore = await get(owner, `/admin/api/domains/${DEMO.harbor.domainId}/history`);
    const res = await request(t.app, HARBOR, {
      method: "PATCH",
      url: `/admin/api/domains/${DEMO.harbor.domainId}`,
      headers: {
        cookie: owner,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "config[plan]=Lounge",
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe("csrf_rejected");
    expect(json(await request(t.app, HARBOR, { method: "GET", url: "/config" })).plan).toBe("Plus");
    const historyAfter = await get(owner, `/admin/api/domains/${DEMO.harbor.domainId}/history`);
    expect(historyAfter.headers.pagination).toBe(historyBefore.headers.pagination);
  });
});

describe("GET /admin/api/mail/outbox", () => {
  beforeAll(async () => {
    const harbor = await serviceContext(t.app, DEMO.harbor.companyId);
    const sierra = await serviceContext(t.app, DEMO.sierra.companyId);
    for (let i = 1; i <= 3; i++) {
      await enqueueMail(harbor, {
        to: `member${i}@harbor.example`,
        subject: `Harbor mail ${i}`,
        text: "Hello",
        kind: "receipt",
      });
    }
    await enqueueMail(sierra, {
      to: "socio@sierra.example",
      subject: "Sierra mail",
      text: "Hola",
      kind: "receipt",
    });
  });

  it("lists the selected company's mail, paginated, with the pagination header", async () => {
    const res = await get(owner, "/admin/api/mail/outbox?page_size=2");
    expect(res.statusCode).toBe(200);
    const page = json<{ subject: string; status: string; company_id: string }[]>(res);
    expect(page).toHaveLength(2);
    expect(page.every((m) => m.company_id === DEMO.harbor.companyId && m.status === "pending")).toBe(true);
    expect(JSON.parse(String(res.headers.pagination))).toEqual({
      page_number: 1,
      page_size: 2,
      total_count: 3,
      has_previous_page: false,
      has_next_page: true,
    });
    const second = await get(owner, "/admin/api/mail/outbox?page_size=2&page_number=2");
    expect(json<unknown[]>(second)).toHaveLength(1);
  });

  it("shows Sierra staff only Sierra's mail", async () => {
    const res = await get(sierraManager, "/admin/api/mail/outbox");
    expect(json<{ subject: string }[]>(res).map((m) => m.subject)).toEqual(["Sierra mail"]);
  });

  it("rejects a bad page size", async () => {
    expect((await get(owner, "/admin/api/mail/outbox?page_size=1000")).statusCode).toBe(400);
  });
});
