/**
 * Config versions (issue 31): a save names the version it was edited from, and one on an older
 * version is a 409 carrying the other editor's change; a revert is a new version; of two saves
 * of one version exactly one is stored; and what a staff user has not saved never reaches a
 * member's GET /config, while a save does at once (on every instance, on PostgreSQL).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_STAFF } from "../../demo/demo-ids.ts";
import { signIn, signInStaff } from "../../test/customer-session.ts";
import { type Instances, instancesOnOnePostgres } from "../../test/instances-on-postgres.ts";
import { createTestApp, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

type WireConfig = Record<string, unknown> & {
  theme: Record<string, unknown>;
  props: Record<string, unknown>;
};
interface WireDomain {
  id: string;
  config: WireConfig;
  config_version: number;
}

let t: TestApp;
/** Two editors of Club Sierra: the owner of both clubs (switched to Sierra) and Sierra's manager. */
let morgan: string;
let lucia: string;
let socio: string;

const admin = (app: FastifyInstance, cookie: string) => ({
  get: (url: string) => request(app, SIERRA, { method: "GET", url, headers: { cookie } }),
  post: (url: string) => request(app, SIERRA, { method: "POST", url, headers: { cookie } }),
  patch: (payload: Record<string, unknown>, domainId = DEMO.sierra.domainId) =>
    request(app, SIERRA, {
      method: "PATCH",
      url: `/admin/api/domains/${domainId}`,
      headers: { cookie },
      payload,
    }),
});

async function sierraDomain(app: FastifyInstance, cookie: string): Promise<WireDomain> {
  const res = await admin(app, cookie).get("/admin/api/domains");
  expect(res.statusCode).toBe(200);
  const domain = json<WireDomain[]>(res).find((one) => one.id === DEMO.sierra.domainId);
  if (!domain) throw new Error("no Sierra domain");
  return domain;
}

const withPrimary = (config: WireConfig, color: string): WireConfig => ({
  ...config,
  theme: { ...config.theme, color_primary: color },
});
const withFooter = (config: WireConfig, text: string): WireConfig => ({
  ...config,
  props: { ...config.props, footer: { text } },
});

const memberConfig = async (app: FastifyInstance, cookie: string) =>
  json<WireConfig>(await request(app, SIERRA, { method: "GET", url: "/config", headers: { cookie } }));

beforeAll(async () => {
  t = await createTestApp();
  morgan = await signInStaff(t.app, SIERRA, DEMO_STAFF.owner.email);
  lucia = await signInStaff(t.app, SIERRA, DEMO_STAFF.sierraManager.email);
  socio = await signIn(t.app, SIERRA, "socio@sierra.example");
});
afterAll(() => t.close());

describe("config versions", () => {
  it("answers each domain's config version, and a save answers the next", async () => {
    const domain = await sierraDomain(t.app, morgan);
    expect(domain.config_version).toBe(1);
    const res = await admin(t.app, morgan).patch({
      config: withFooter(domain.config, "Club Sierra · v2"),
      config_version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: DEMO.sierra.domainId, config_version: 2, version: 4 });
    expect((await sierraDomain(t.app, lucia)).config_version).toBe(2);
  });

  it("refuses a save on an older version with 409 config_conflict: who saved, when, and their change", async () => {
    const opened = await sierraDomain(t.app, lucia);
    const mine = await admin(t.app, morgan).patch({
      config: withPrimary(opened.config, "#123456"),
      config_version: opened.config_version,
    });
    expect(mine.statusCode).toBe(200);

    const stale = await admin(t.app, lucia).patch({
      config: withFooter(opened.config, "Lucía's footer"),
      config_version: opened.config_version,
    });
    expect(stale.statusCode).toBe(409);
    const body = json(stale);
    expect(body.code).toBe("config_conflict");
    const [detail] = body.error_details as { field: string; data: Record<string, unknown> }[];
    expect(detail?.field).toBe("config_version");
    expect(detail?.data).toMatchObject({
      version: opened.config_version + 1,
      changed_by: DEMO_STAFF.owner.id,
      changed_by_name: "Morgan Hale",
      changes: [{ path: "theme.color_primary", before: opened.config.theme.color_primary, after: "#123456" }],
    });
    expect(Date.now() - Date.parse(String(detail?.data.changed_at))).toBeLessThan(60_000);

    // Nothing of the refused save was stored: Morgan's colour stands, the footer is as it was.
    const now = await sierraDomain(t.app, lucia);
    expect(now.config_version).toBe(opened.config_version + 1);
    expect(now.config.theme.color_primary).toBe("#123456");
    expect(now.config.props).toHaveProperty("footer.text", "Club Sierra · v2");
  });

  it("of two saves of one version, stores exactly one", async () => {
    const opened = await sierraDomain(t.app, morgan);
    const answers = await Promise.all([
      admin(t.app, morgan).patch({
        config: withFooter(opened.config, "Morgan's race"),
        config_version: opened.config_version,
      }),
      admin(t.app, lucia).patch({
        config: withFooter(opened.config, "Lucía's race"),
        config_version: opened.config_version,
      }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200);
    if (!winner) throw new Error("no save was stored");
    const now = await sierraDomain(t.app, morgan);
    expect(now.config_version).toBe(opened.config_version + 1);
    expect(now.config.props).toEqual(json<WireDomain>(winner).config.props);
    const history = json<{ version: number }[]>(
      await admin(t.app, morgan).get(`/admin/api/domains/${DEMO.sierra.domainId}/history?page_size=2`),
    );
    expect(history.map((entry) => entry.version)).toEqual([now.config_version, opened.config_version]);
  });

  it("lists each save with its version, who, when and a field-level diff", async () => {
    const res = await admin(t.app, lucia).get(`/admin/api/domains/${DEMO.sierra.domainId}/history`);
    const history = json<Record<string, unknown>[]>(res);
    const colour = history.find((entry) => entry.version === 3);
    expect(colour).toMatchObject({
      version: 3,
      reverted_from: null,
      changed_by: DEMO_STAFF.owner.id,
      changed_by_name: "Morgan Hale",
      changes: [{ path: "theme.color_primary", after: "#123456" }],
    });
    expect(history.find((entry) => entry.version === 2)).toMatchObject({
      changes: [{ path: "props.footer.text", after: "Club Sierra · v2" }],
    });
  });

  it("reverts to a version by saving it again as a new one, itself in the history", async () => {
    const before = await sierraDomain(t.app, morgan);
    const res = await admin(t.app, lucia).post(`/admin/api/domains/${DEMO.sierra.domainId}/history/1/revert`);
    expect(res.statusCode).toBe(200);
    const reverted = json<WireDomain>(res);
    expect(reverted.config_version).toBe(before.config_version + 1);
    // Version 1 is the config as created: Sierra's own colour and footer, before any save.
    expect(reverted.config.theme.color_primary).toBe("#7a2636");
    expect(reverted.config.props).toHaveProperty(
      "footer.text",
      "Club Sierra · Camino de la Sierra 12, Madrid",
    );
    expect((await memberConfig(t.app, socio)).props).toHaveProperty(
      "footer.text",
      "Club Sierra · Camino de la Sierra 12, Madrid",
    );

    const [latest] = json<Record<string, unknown>[]>(
      await admin(t.app, morgan).get(`/admin/api/domains/${DEMO.sierra.domainId}/history?page_size=1`),
    );
    expect(latest).toMatchObject({
      version: reverted.config_version,
      reverted_from: 1,
      changed_by_name: "Lucía Romero",
    });
    expect(latest?.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "theme.color_primary", before: "#123456" })]),
    );
  });

  it("answers 404 for a version the domain never had, and for another club's domain", async () => {
    const unknown = await admin(t.app, morgan).post(
      `/admin/api/domains/${DEMO.sierra.domainId}/history/999/revert`,
    );
    expect(unknown.statusCode).toBe(404);
    const foreign = await admin(t.app, lucia).post(
      `/admin/api/domains/${DEMO.harbor.domainId}/history/1/revert`,
    );
    expect(foreign.statusCode).toBe(404);
    const bad = await admin(t.app, lucia).post(
      `/admin/api/domains/${DEMO.sierra.domainId}/history/zero/revert`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe("the draft never reaches a member", () => {
  it("GET /config is unchanged while staff edit, and changes right after the save", async () => {
    const opened = await sierraDomain(t.app, morgan);
    const before = await memberConfig(t.app, socio);
    // The editor is open (the draft lives in the staff browser): the member sees what was saved.
    expect(before.theme.color_primary).toBe(opened.config.theme.color_primary);
    expect(await memberConfig(t.app, socio)).toEqual(before);

    const saved = await admin(t.app, morgan).patch({
      config: withPrimary(opened.config, "#0a5c36"),
      config_version: opened.config_version,
    });
    expect(saved.statusCode).toBe(200);
    expect((await memberConfig(t.app, socio)).theme.color_primary).toBe("#0a5c36");
  });
});

const adminUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(adminUrl))("a save on one instance, /config on another (PostgreSQL)", () => {
  let started: Instances | undefined;
  beforeAll(async () => {
    started = await instancesOnOnePostgres(adminUrl ?? "", 2);
  }, 120_000);
  afterAll(() => started?.close());

  it("B serves the saved config at once after A's save, and never the unsaved draft", async () => {
    if (!started) throw new Error("the instances did not start");
    const [a, b] = started.apps as [FastifyInstance, FastifyInstance];
    const staff = await signInStaff(a, SIERRA, DEMO_STAFF.sierraManager.email);
    const member = await signIn(b, SIERRA, "socio@sierra.example");
    const opened = await sierraDomain(a, staff);
    // B has the config cached before the save.
    const before = await memberConfig(b, member);
    expect(before.theme.color_primary).toBe(opened.config.theme.color_primary);

    const saved = await admin(a, staff).patch({
      config: withPrimary(opened.config, "#7a1f3d"),
      config_version: opened.config_version,
    });
    expect(saved.statusCode).toBe(200);
    await expect
      .poll(async () => (await memberConfig(b, member)).theme.color_primary, { timeout: 2_000, interval: 20 })
      .toBe("#7a1f3d");
  });
});
