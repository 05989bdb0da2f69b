/**
 * One endpoint, defined once for both ends (docs/decisions/platform.md, "Endpoints defined once"): the
 * server registers its route from it (platform/endpoint-route.ts) and the web calls it
 * (lib/endpoint-call.ts). Only zod's types are imported here, so this file costs the web's
 * start-up bundle nothing; a feature's `<feature>.endpoints.ts` imports its schemas.
 */
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call the route (STYLE §4): the server enforces it with the access checks. */
export type Access = "public" | "customer" | "member" | "staff";

/**
 * A staff user's permission level, lowest first (docs/decisions/staff-and-admin.md, "Permission
 * levels"): a viewer only reads, staff run the front desk (scans, no-shows, resending a mail),
 * a manager runs the club (everything else that writes), an owner also reads the audit log.
 */
export const STAFF_LEVELS = ["viewer", "staff", "manager", "owner"] as const;
export type StaffLevel = (typeof STAFF_LEVELS)[number];

/** The error statuses a route may answer, each with the catalogue's error body. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's form, `:name` for a parameter: `/api/account/addresses/:addressId`. */
  path: string;
  access: Access;
  /**
   * A staff route's lowest permission level. Left out: a read needs any staff user (viewer), a
   * write needs a manager, so a write added without a thought is closed to the front desk.
   */
  staffLevel?: StaffLevel;
  /** The OpenAPI document's grouping and one-line description. */
  tags: readonly string[];
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer; absent for an answer that is no JSON (a file, a redirect). */
  answer?: z.ZodType;
  /** The success status: 200 unless given. */
  status?: 200 | 201;
  errors: readonly ErrorStatus[];
}

/** The lowest staff level that may call `endpoint` (its declared level, else the default). */
export function requiredStaffLevel(endpoint: Pick<Endpoint, "method" | "staffLevel">): StaffLevel {
  return endpoint.staffLevel ?? (endpoint.method === "GET" ? "viewer" : "manager");
}

/** Whether a staff user at level `has` may do what needs level `needs`. */
export function staffLevelReaches(has: StaffLevel, needs: StaffLevel): boolean {
  return STAFF_LEVELS.indexOf(has) >= STAFF_LEVELS.indexOf(needs);
}

/** Checks an endpoint's shape and keeps its exact type (its schemas type both ends). */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ParamsOf<E extends Endpoint> = Out<E["params"]>;
export type QueryOf<E extends Endpoint> = Out<E["query"]>;
export type BodyOf<E extends Endpoint> = Out<E["body"]>;
export type AnswerOf<E extends Endpoint> = E["answer"] extends z.ZodType ? z.output<E["answer"]> : unknown;

/**
 * A value as a caller gives it: the schema's *output* type (what the web holds and the codecs
 * encode: minor units, Dates), with the keys the schema fills in (a default, a prefault) or may
 * leave out made optional, at every depth. The web's api client completes the defaults
 * (caller-defaults.ts) before it encodes, so what it sends is the full output.
 */
export type CallerValue<S> =
  S extends z.ZodObject<infer Shape extends z.core.$ZodShape>
    ? Flat<
        { [K in keyof Shape as MayLeaveOut<Shape[K]> extends true ? never : K]: CallerValue<Shape[K]> } & {
          [K in keyof Shape as MayLeaveOut<Shape[K]> extends true ? K : never]?: CallerValue<Shape[K]>;
        }
      >
    : S extends z.ZodDefault<infer Inner> | z.ZodPrefault<infer Inner>
      ? CallerValue<Inner>
      : S extends z.ZodOptional<infer Inner>
        ? CallerValue<Inner> | undefined
        : S extends z.ZodNullable<infer Inner>
          ? CallerValue<Inner> | null
          : S extends z.ZodArray<infer Item>
            ? CallerValue<Item>[]
            : S extends z.ZodDiscriminatedUnion<infer Options> | z.ZodUnion<infer Options>
              ? CallerValue<Options[number]>
              : S extends z.ZodType
                ? z.output<S>
                : never;

/** A key a caller may leave out: the schema takes it as optional (a default, a prefault, optional). */
type MayLeaveOut<S> = S extends { _zod: { optin: "optional" | "defaulted" } } ? true : false;
type Flat<T> = { [K in keyof T]: T[K] };

/** The body as a caller gives it: the schema's output, defaulted keys optional (CallerValue). */
export type BodyInputOf<E extends Endpoint> = E["body"] extends z.ZodType
  ? CallerValue<E["body"]>
  : undefined;

/** What a caller gives: only the parts the endpoint has; params and query as the schemas take them. */
export type InputOf<E extends Endpoint> = (E["params"] extends z.ZodType
  ? { params: z.input<E["params"]> }
  : unknown) &
  (E["query"] extends z.ZodType ? { query: z.input<E["query"]> } : unknown) &
  (E["body"] extends z.ZodType
    ? undefined extends BodyInputOf<E>
      ? { body?: BodyInputOf<E> }
      : { body: BodyInputOf<E> }
    : unknown);

/** The endpoint's path with its parameters filled in (each URL-encoded). */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
