/**
 * A local HTTP fake of a payment provider's API, for the adapters' tests: the official SDKs are
 * pointed at it (their host option, or GoCardless's agent), so nothing reaches the internet.
 * Like the real APIs, a request repeated with its idempotency key gets the first answer back.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** JSON bodies parsed; form bodies (Stripe) as their flat key → value pairs. */
  body: Record<string, unknown>;
  raw: string;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export interface ProviderFake {
  url: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

function parse(raw: string, type: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  if (type?.includes("application/json")) return JSON.parse(raw) as Record<string, unknown>;
  const form: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const existing = form[key];
    form[key] = existing === undefined ? value : [existing, value].flat();
  }
  return form;
}

export async function startProviderFake(
  /** A promise holds the answer back (a test's slow or hung provider). */
  handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
  idempotencyKeyOf: (request: FakeRequest) => string | undefined = (r) =>
    r.headers["idempotency-key"] as string | undefined,
): Promise<ProviderFake> {
  const requests: FakeRequest[] = [];
  const answered = new Map<string, FakeAnswer>();
  const server = createServer((incoming, outgoing) => {
    let raw = "";
    incoming.on("data", (chunk) => {
      raw += String(chunk);
    });
    incoming.on("end", async () => {
      const url = new URL(incoming.url ?? "/", "http://fake");
      const request: FakeRequest = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        headers: incoming.headers,
        body: { ...Object.fromEntries(url.searchParams), ...parse(raw, incoming.headers["content-type"]) },
        raw,
      };
      requests.push(request);
      const key = incoming.method === "POST" ? idempotencyKeyOf(request) : undefined;
      const scoped = key ? `${request.path} ${key}` : undefined;
      const answer = (scoped && answered.get(scoped)) || (await handle(request));
      if (scoped) answered.set(scoped, answer);
      outgoing.writeHead(answer.status ?? 200, {
        "content-type": "application/json",
        "request-id": "req_fake",
      });
      outgoing.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
