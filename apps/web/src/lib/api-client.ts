/**
 * The one door to the API (DESIGN §3): JSON both ways, camelCase in code and snake_case on
 * the wire, non-2xx answers raised as ApiError, the `pagination` header read for lists.
 * With a schema, a body or an answer goes through the wire codec (`@crest/domain` wire.ts):
 * the schema decides which keys convert (a free-form record keeps its own), amounts become
 * minor units of the club's currency and instants Dates. Without one, every key converts:
 * only for small bodies with no free-form maps (sign-in). It never shows a notification
 * itself; callers decide how to tell the member.
 */
import type { Pagination } from "@crest/domain";
// Deep imports: the barrel (and the wire codec, which needs zod) would bring zod into the
// login page's bundle. The codec is loaded on first use, by a call that brings a schema.
import { camelKeys, snakeKeys } from "@crest/domain/common/case";
import type { z } from "zod";
import { ApiError, apiErrorOf } from "./api-error.ts";
import { loadErrorWording } from "./notifications/error-wording.ts";
import { type Query, toQueryString } from "./query-string.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions<T = unknown> {
  query?: Query;
  /** A plain object is sent as snake_case JSON; FormData passes through untouched. */
  body?: unknown;
  /** Encodes the body through this schema (money to decimal amounts, Dates to ISO strings). */
  bodySchema?: z.ZodType;
  /** Decodes (and so types) the answer through this schema. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * "ignore" for calls whose 401 is an answer rather than a lost session: the session probe
   * (a visitor has no session) and sign-out itself. Sending those to /logout would loop.
   */
  on401?: "redirect" | "ignore";
}

export interface ListResult<T> {
  data: T;
  pagination: Pagination | null;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** Full-page navigation; the only way the client leaves the page. */
  go: (url: string) => void;
  currentPath: () => string;
  /** The club's currency: amounts on the wire are in its major unit. */
  currency: () => string;
}

const LOGIN_PATH = "/login";
/** DESIGN §3: list answers carry their paging in this header, as JSON. */
const PAGINATION_HEADER = "pagination";
const LOGOUT_PATH = "/logout";

function parsePagination(raw: string | null): Pagination | null {
  if (!raw) return null;
  try {
    const value = camelKeys<Partial<Pagination> | null>(JSON.parse(raw));
    if (typeof value !== "object" || value === null || typeof value.pageNumber !== "number") return null;
    return {
      pageNumber: value.pageNumber,
      pageSize: value.pageSize ?? 24,
      totalCount: value.totalCount ?? 1,
      hasPreviousPage: Boolean(value.hasPreviousPage),
      hasNextPage: Boolean(value.hasNextPage),
    };
  } catch {
    return null;
  }
}

/** The answer's JSON as it came (wire keys), or its text when it is not JSON. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const loadWire = () => import("@crest/domain/common/wire");

/** A zod error (zod itself is not loaded here: it would enter the start-up bundle). */
const isSchemaError = (error: unknown): error is { issues: { path: PropertyKey[]; message: string }[] } =>
  error instanceof Error &&
  error.name === "ZodError" &&
  Array.isArray((error as { issues?: unknown }).issues);
const loadMoney = () => import("@crest/domain/common/money-codec");

export function createApiClient(deps: ApiClientDeps) {
  function handleUnauthorized(method: HttpMethod, path: string, response: Response, body: unknown): void {
    const bodyLocation =
      typeof body === "object" && body !== null && "location" in body ? body.location : undefined;
    const location =
      response.headers.get("location") ?? (typeof bodyLocation === "string" ? bodyLocation : null);
    if (location) {
      deps.go(location);
      return;
    }
    const isLogin = method === "POST" && path === LOGIN_PATH;
    if (!isLogin && deps.currentPath() !== LOGOUT_PATH) deps.go(LOGOUT_PATH);
  }

  async function send<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<ListResult<T>> {
    const headers: Record<string, string> = { Accept: "application/json" };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(await encode(options.body, options.bodySchema));
    }
    const query = options.query ? snakeKeys<Query>(options.query) : undefined;
    const response = await deps.fetch(`${path}${toQueryString(query)}`, {
      method,
      headers,
      body,
      credentials: "same-origin",
      signal: options.signal,
    });
    const raw = await readBody(response);
    if (!response.ok) {
      const error = camelKeys(raw);
      if (response.status === 401 && options.on401 !== "ignore") {
        handleUnauthorized(method, path, response, error);
      }
      // The catalogue's wording of the code is loaded with the first error, not at start-up.
      throw await apiErrorOf(response.status, error);
    }
    const data = await decode(raw, options.schema);
    return { data, pagination: parsePagination(response.headers.get(PAGINATION_HEADER)) };
  }

  async function encode(value: unknown, schema: z.ZodType | undefined): Promise<unknown> {
    if (!schema) return snakeKeys(value);
    const [{ callerToWire, wirePath }, { withWireCurrency }] = await Promise.all([loadWire(), loadMoney()]);
    try {
      return withWireCurrency(deps.currency(), () => callerToWire(schema, value));
    } catch (error) {
      if (!isSchemaError(error)) throw error;
      // Encoding checks the body: one that does not fit is refused here as the server would.
      await loadErrorWording().catch(() => undefined);
      throw ApiError.invalidRequest(
        error.issues.map((issue) => ({ field: wirePath(schema, issue.path), details: issue.message })),
      );
    }
  }

  async function decode<T>(value: unknown, schema: z.ZodType<T> | undefined): Promise<T> {
    if (!schema) return camelKeys<T>(value);
    const [{ fromWire }, { withWireCurrency }] = await Promise.all([loadWire(), loadMoney()]);
    const result = withWireCurrency(deps.currency(), () => fromWire(schema, value));
    if (!result.success)
      throw new Error(`The server's answer does not fit its schema: ${result.error.message}`);
    return result.data as T;
  }

  const call =
    (method: HttpMethod) =>
    async <T = unknown>(path: string, options?: RequestOptions<T>): Promise<T> =>
      (await send(method, path, options)).data;

  return {
    /** Any method, with the `pagination` header (the endpoint call's door: lib/endpoint-call.ts). */
    send,
    get: call("GET"),
    post: call("POST"),
    put: call("PUT"),
    patch: call("PATCH"),
    delete: call("DELETE"),
    /** A GET whose answer also carries the `pagination` header. */
    list: <T = unknown>(path: string, options?: RequestOptions<T>): Promise<ListResult<T>> =>
      send("GET", path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let clubCurrency = "USD";

/** Set once the club's config is known: the wire's amounts are in its currency. */
export function setClubCurrency(currency: string): void {
  clubCurrency = currency;
}

export const api: ApiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  go: (url) => window.location.assign(url),
  currentPath: () => window.location.pathname,
  currency: () => clubCurrency,
});
