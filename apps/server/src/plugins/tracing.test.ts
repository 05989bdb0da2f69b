/**
 * OpenTelemetry traces (issue 33): with OTEL_EXPORTER_OTLP_ENDPOINT, each request is a server
 * span named by its route, in the caller's trace, sent to the collector over OTLP/HTTP (a
 * local stand-in for the collector records what it is sent).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, HARBOR, request, type TestApp } from "../test/test-app.ts";

const received: { path: string; body: string }[] = [];
const collector = createServer((incoming, answer) => {
  let body = "";
  incoming.on("data", (chunk: Buffer) => {
    body += chunk.toString();
  });
  incoming.on("end", () => {
    received.push({ path: incoming.url ?? "", body });
    answer.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const { port } = collector.address() as AddressInfo;
  t = await createTestApp({ seed: false, config: { otlpEndpoint: `http://127.0.0.1:${port}` } });
});
afterAll(() => new Promise((resolve) => collector.close(resolve)));

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";

describe("traces", () => {
  it("sends a span per request, named by its route, in the caller's trace", async () => {
    await request(t.app, HARBOR, {
      method: "GET",
      url: "/healthz",
      headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
    });
    await t.close(); // flushes the batch
    const sent = received.filter((entry) => entry.path === "/v1/traces").map((entry) => entry.body);
    expect(sent.join("")).toContain("GET /healthz");
    const spans = sent.flatMap((body) =>
      (
        JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: { name: string; traceId: string; kind: number }[] }[] }[];
        }
      ).resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
    );
    const health = spans.find((span) => span.name === "GET /healthz");
    expect(health?.traceId).toBe(TRACE_ID);
    expect(health?.kind).toBe(2); // SERVER
  });
});
