import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, HARBOR, type TestApp } from "../../test/test-app.ts";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

let t: TestApp;
let port = 0;
const agent = new Agent({ keepAlive: true, maxSockets: 8 });
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

/**
 * GET /config over real HTTP with the given Host. (app.inject itself keeps ~9 KB per call in
 * this Fastify version, which would drown what is measured here.)
 */
function getConfig(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: "127.0.0.1", path: "/config", headers: { host }, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the tenant cache under made-up Host headers", () => {
  it("20,000 unknown 8,000-byte hosts grow the heap by less than 20 MB, and the cache stays bounded", async () => {
    await getConfig(HARBOR);
    const before = heapAfterGc();
    for (let i = 0; i < 20_000; i++) {
      const status = await getConfig(`${i}-${"x".repeat(8_000 - String(i).length - 1)}`);
      if (status !== 404) throw new Error(`host ${i}: ${status}`);
    }
    const grown = heapAfterGc() - before;
    expect(grown).toBeLessThan(20 * 1024 * 1024);
    expect(t.app.tenants.size().unknown).toBe(0);
  }, 120_000);

  it("remembers at most 256 unknown hosts of ordinary length, and keeps the real clubs", async () => {
    for (let i = 0; i < 1_000; i++) await getConfig(`unknown-${i}.example`);
    expect(t.app.tenants.size().unknown).toBeLessThanOrEqual(256);
    expect(await getConfig(HARBOR)).toBe(200);
    expect(t.app.tenants.size().known).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
