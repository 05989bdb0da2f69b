import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, HARBOR, json, request, SIERRA, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

type Named = { code: string; name: string };
const countries = async (host: string, query = "") =>
  json<Named[]>(await request(t.app, host, { method: "GET", url: `/api/static/countries${query}` }));

describe("GET /api/static/countries", () => {
  it("names countries in the asked language, sorted as that language sorts", async () => {
    const english = await countries(HARBOR, "?language=en");
    const spanish = await countries(HARBOR, "?language=es");
    expect(english.find((c) => c.code === "ES")?.name).toBe("Spain");
    expect(spanish.find((c) => c.code === "ES")?.name).toBe("España");
    expect(spanish.find((c) => c.code === "DE")?.name).toBe("Alemania");
    const names = spanish.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("es").compare));
    expect(english).toHaveLength(spanish.length);
  });

  it("uses the club's language when none is asked for", async () => {
    expect((await countries(SIERRA)).find((c) => c.code === "US")?.name).toBe("Estados Unidos");
    expect((await countries(HARBOR)).find((c) => c.code === "US")?.name).toBe("United States");
  });

  it("refuses a language the portal does not speak", async () => {
    const res = await request(t.app, HARBOR, { method: "GET", url: "/api/static/countries?language=xx" });
    expect(res.statusCode).toBe(400);
    expect(json(res).error_details).toEqual([expect.objectContaining({ field: "language" })]);
  });
});

describe("GET /api/static/countries/us/states", () => {
  it("lists the states with their codes", async () => {
    const res = await request(t.app, HARBOR, { method: "GET", url: "/api/static/countries/us/states" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(json<Named[]>(res)).toContainEqual({ code: "RI", name: "Rhode Island" });
  });
});
