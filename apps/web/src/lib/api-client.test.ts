import { accountSchema, dateTimeSchema, moneySchema } from "@crest/domain";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createApiClient } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { mediaUrl } from "./media-url.ts";

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

function setup(response: Response, currentPath = "/events") {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(response);
  const go = vi.fn<(url: string) => void>();
  const client = createApiClient({ fetch, go, currentPath: () => currentPath, currency: () => "EUR" });
  const lastCall = () => {
    const call = fetch.mock.calls.at(-1);
    if (!call) throw new Error("fetch was not called");
    return { url: String(call[0]), init: call[1] ?? {} };
  };
  return { client, fetch, go, lastCall };
}

describe("api client", () => {
  it("sends snake_case JSON and answers in camelCase", async () => {
    const { client, lastCall } = setup(jsonResponse(200, { first_name: "Ana", home_house_id: null }));
    const answer = await client.patch<{ firstName: string }>("/api/account", {
      body: { firstName: "Ana", password: { newPassword: "Secret1!" } },
    });
    expect(answer).toEqual({ firstName: "Ana", homeHouseId: null });
    const { init } = lastCall();
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: "Ana",
      password: { new_password: "Secret1!" },
    });
    expect(init.headers).toMatchObject({ Accept: "application/json", "Content-Type": "application/json" });
  });

  it("passes FormData through untouched, without a JSON content type", async () => {
    const { client, lastCall } = setup(new Response(null, { status: 204 }));
    const form = new FormData();
    form.append("File", "x");
    await client.post("/api/file/account/profile-photo", { body: form });
    const { init } = lastCall();
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty("Content-Type");
  });

  it("drops empty query values and empty arrays and snake-cases keys", async () => {
    const { client, lastCall } = setup(jsonResponse(200, []));
    await client.get("/api/events", {
      query: {
        pageNumber: 2,
        category: "",
        tags: [],
        ids: [1, 2],
        startDate: undefined,
        upcoming: true,
        x: null,
      },
    });
    expect(lastCall().url).toBe("/api/events?page_number=2&ids=1&ids=2&upcoming=true");
  });

  it("raises ApiError with the status and the camelCase error body", async () => {
    const { client } = setup(
      jsonResponse(400, {
        code: "invalid_request",
        error: "invalid_request",
        title: "Invalid Request",
        error_message: "Bad",
        error_description: "Check the fields",
        error_details: [{ field: "email", details: "Please enter a valid e-mail address" }],
        request_id: "req-1",
      }),
    );
    const error = await client.post("/api/things", { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) return;
    expect(error.status).toBe(400);
    expect(error.code).toBe("invalid_request");
    expect(error.requestId).toBe("req-1");
    expect(error.body.errorDetails).toEqual([
      { field: "email", details: "Please enter a valid e-mail address" },
    ]);
  });

  it("fills the error body from the catalogue when the server sent none", async () => {
    const { client } = setup(new Response("boom", { status: 404 }));
    const error = await client.get("/api/missing").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    if (error instanceof ApiError) {
      expect(error.code).toBe("not_found");
      expect(error.body.errorDescription).toBe("The resource you are looking for could not be found.");
    }
  });

  it("follows the location header of a 401", async () => {
    const { client, go } = setup(jsonResponse(401, undefined, { location: "/paywall" }));
    await expect(client.get("/api/account/wallet")).rejects.toBeInstanceOf(ApiError);
    expect(go).toHaveBeenCalledWith("/paywall");
  });

  it("sends a 401 on any call but POST /login to /logout", async () => {
    const { client, go } = setup(jsonResponse(401, { code: "unauthorized" }));
    await expect(client.get("/api/account/wallet")).rejects.toBeInstanceOf(ApiError);
    expect(go).toHaveBeenCalledWith("/logout");
  });

  it("leaves a wrong password on POST /login to the form", async () => {
    const { client, go } = setup(jsonResponse(401, { code: "invalid_credentials" }));
    await expect(client.post("/login", { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(go).not.toHaveBeenCalled();
  });

  it("does not redirect when told the 401 is an answer, nor when already logging out", async () => {
    const probe = setup(jsonResponse(401, {}));
    await expect(probe.client.get("/api/account", { on401: "ignore" })).rejects.toBeInstanceOf(ApiError);
    expect(probe.go).not.toHaveBeenCalled();
    const loggingOut = setup(jsonResponse(401, {}), "/logout");
    await expect(loggingOut.client.get("/api/cart")).rejects.toBeInstanceOf(ApiError);
    expect(loggingOut.go).not.toHaveBeenCalled();
  });

  it("returns the pagination header beside the data of a list", async () => {
    const { client } = setup(
      jsonResponse(200, [{ id: "1" }], {
        pagination: JSON.stringify({
          page_number: 2,
          total_count: 30,
          page_size: 24,
          has_previous_page: true,
          has_next_page: false,
        }),
      }),
    );
    const result = await client.list<Array<{ id: string }>>("/api/events", { query: { pageNumber: 2 } });
    expect(result.data).toEqual([{ id: "1" }]);
    expect(result.pagination).toEqual({
      pageNumber: 2,
      totalCount: 30,
      pageSize: 24,
      hasPreviousPage: true,
      hasNextPage: false,
    });
  });

  it("answers no pagination when the header is absent or broken", async () => {
    const { client } = setup(jsonResponse(200, [], { pagination: "{nope" }));
    expect((await client.list("/api/events")).pagination).toBeNull();
  });

  it("parses the answer with a schema when given one", async () => {
    const { client } = setup(jsonResponse(200, { id: "x" }));
    await expect(client.get("/api/account", { schema: accountSchema })).rejects.toThrow();
  });

  it("converts through the schema: records keep their keys, amounts and dates decode in the club's currency", async () => {
    const schema = z.object({
      totalDue: moneySchema,
      paidOn: dateTimeSchema,
      labels: z.record(z.string(), z.string()),
    });
    const { client, lastCall } = setup(
      jsonResponse(200, { total_due: 12.5, paid_on: "2026-01-02T03:04:05Z", labels: { some_key: "x" } }),
    );
    const answer = await client.post("/api/pay", {
      body: { totalDue: 999, paidOn: new Date("2026-01-02T03:04:05Z"), labels: { keepMe: "y" } },
      bodySchema: schema,
      schema,
    });
    expect(answer).toEqual({
      totalDue: 1250,
      paidOn: new Date("2026-01-02T03:04:05Z"),
      labels: { some_key: "x" },
    });
    expect(JSON.parse(String(lastCall().init.body))).toEqual({
      total_due: 9.99,
      paid_on: "2026-01-02T03:04:05.000Z",
      labels: { keepMe: "y" },
    });
  });
});

describe("a body that does not fit its schema", () => {
  it("is refused as the server would refuse it (400 naming the field), without being sent", async () => {
    const { client, fetch } = setup(jsonResponse(200, {}));
    const bodySchema = z.object({ zipCode: z.string().min(5, "zip_code_format") });
    const refusal = await client
      .post("/api/x", { body: { zipCode: "12" }, bodySchema })
      .catch((error) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      status: 400,
      code: "invalid_request",
      body: { errorDetails: [{ field: "zip_code", details: "zip_code_format" }] },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("mediaUrl", () => {
  it("prefixes relative paths with /media and leaves rooted and absolute ones", () => {
    expect(mediaUrl("clubs/logo.png")).toBe("/media/clubs/logo.png");
    expect(mediaUrl("/assets/logo.png")).toBe("/assets/logo.png");
    expect(mediaUrl("/media/a.png")).toBe("/media/a.png");
    expect(mediaUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(mediaUrl("data:image/png;base64,xx")).toBe("data:image/png;base64,xx");
    expect(mediaUrl("")).toBeUndefined();
    expect(mediaUrl(null)).toBeUndefined();
  });
});
