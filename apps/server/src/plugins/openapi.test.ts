import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, HARBOR, json, request, type TestApp } from "../test/test-app.ts";

type Operation = {
  tags?: string[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  parameters?: { name: string; in: string }[];
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  doc = json<Doc>(await request(t.app, HARBOR, { method: "GET", url: "/api/docs/json" }));
});
afterAll(() => t.close());

describe("/api/docs", () => {
  it("is valid OpenAPI 3.1, by a real validator", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("shows request bodies, in wire names", () => {
    const patch = doc.paths["/api/account"]?.patch;
    const body = patch?.requestBody?.content["application/json"]?.schema as {
      properties: Record<string, { properties?: Record<string, unknown> }>;
    };
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(["first_name", "zip_code", "password"]),
    );
    expect(Object.keys(body.properties.password?.properties ?? {})).toEqual([
      "current_password",
      "new_password",
    ]);
    // No case conversion of the document itself.
    expect(JSON.stringify(doc)).not.toMatch(/request_body|additional_properties|min_length/);
  });

  it("keeps the keys of free-form records and shows answers as they travel", () => {
    const config = doc.paths["/config"]?.get?.responses["200"]?.content?.["application/json"]?.schema as {
      properties: Record<string, { properties?: Record<string, { properties?: Record<string, unknown> }> }>;
    };
    const messages = config.properties.intl?.properties?.messages?.properties;
    expect(messages?.en).toMatchObject({ type: "object", additionalProperties: { type: "string" } });
    const jobs = doc.paths["/admin/api/jobs"]?.get?.responses["200"]?.content?.["application/json"]
      ?.schema as {
      items: { properties: Record<string, { type?: string; format?: string }> };
    };
    expect(jobs.items.properties.run_at).toMatchObject({ type: "string", format: "date-time" });
  });

  it("names path parameters as the route does, and documents the admin routes under the admin tag", () => {
    const patch = doc.paths["/admin/api/domains/{domainId}"]?.patch;
    expect(patch?.tags).toEqual(["admin"]);
    expect(patch?.parameters?.find((p) => p.in === "path")?.name).toBe("domainId");
    expect(doc.paths["/admin/login"]?.post?.tags).toEqual(["admin"]);
  });
});
