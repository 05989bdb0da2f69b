/**
 * The wire codec (DESIGN §3): code is camelCase, the wire is snake_case, and the *schema*
 * decides what converts. An object's declared fields take their snake_case name (or the name
 * set with `wireName`); a free-form record keeps its keys (message ids, theme tokens, page
 * uris are data, not field names); values go through the schema's codecs (money in the club's
 * currency, dates as ISO strings). Each side converts in one place: the server's serializer
 * and validator, the web's api client.
 */
import { type ZodType, z } from "zod";
import { withDefaults } from "./caller-defaults.ts";
import { toCamel, toSnake } from "./case.ts";

type Convert = (value: unknown) => unknown;
type Direction = "toWire" | "fromWire";

/**
 * A field whose wire name is not its snake_case (`amount1` travels as `amount_1`). Kept as zod
 * metadata, so the OpenAPI document shows it too.
 */
export const wireName = <T extends ZodType>(schema: T, name: string): T => schema.meta({ wireName: name });

const wireNameOf = (key: string, schema: ZodType): string => {
  const named = z.globalRegistry.get(schema)?.wireName;
  return typeof named === "string" ? named : toSnake(key);
};

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  items?: ZodType[];
  rest?: ZodType | null;
  innerType?: ZodType;
  valueType?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  in?: ZodType;
  out?: ZodType;
  getter?: () => ZodType;
}

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const identity: Convert = (value) => value;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Keys of an object schema (and of every object in a union or intersection), by the name they arrive with. */
interface KeyPlan {
  fields: Map<string, { key: string; convert: Convert }>;
}

const compiled: Record<Direction, WeakMap<ZodType, Convert>> = {
  toWire: new WeakMap(),
  fromWire: new WeakMap(),
};

function compile(schema: ZodType, direction: Direction): Convert {
  const cache = compiled[direction];
  const hit = cache.get(schema);
  if (hit) return hit;
  // Recursive schemas (z.lazy) reach themselves: answer through a forwarder until built.
  let built: Convert = identity;
  cache.set(schema, (value) => built(value));
  built = build(schema, direction);
  cache.set(schema, built);
  return built;
}

/** The schema whose keys the wire shows: a codec or pipe's input side, unless that is a bare transform. */
function wireSide(def: Def): ZodType | undefined {
  const input = def.in ? defOf(def.in) : undefined;
  return input && input.type !== "transform" ? def.in : def.out;
}

function keyPlan(
  schema: ZodType,
  direction: Direction,
  plan: KeyPlan = { fields: new Map() },
): KeyPlan | null {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        const wire = wireNameOf(key, child);
        const [from, to] = direction === "toWire" ? [key, wire] : [wire, key];
        if (!plan.fields.has(from)) plan.fields.set(from, { key: to, convert: compile(child, direction) });
      }
      return plan;
    case "union":
      for (const option of def.options ?? []) keyPlan(option, direction, plan);
      return plan.fields.size > 0 ? plan : null;
    case "intersection":
      if (def.left) keyPlan(def.left, direction, plan);
      if (def.right) keyPlan(def.right, direction, plan);
      return plan.fields.size > 0 ? plan : null;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return def.innerType ? keyPlan(def.innerType, direction, plan) : null;
    case "pipe": {
      const side = wireSide(def);
      return side ? keyPlan(side, direction, plan) : null;
    }
    case "lazy":
      return def.getter ? keyPlan(def.getter(), direction, plan) : null;
    default:
      return null;
  }
}

function build(schema: ZodType, direction: Direction): Convert {
  const def = defOf(schema);
  const plan = keyPlan(schema, direction);
  if (plan) {
    const otherKey = direction === "toWire" ? toSnake : toCamel;
    return (value) => {
      if (!isPlainObject(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) {
        const field = plan.fields.get(key);
        // An undeclared key keeps its place under the other side's name, so a strict schema
        // can still name it in its error.
        if (field) out[field.key] = field.convert(inner);
        else out[otherKey(key)] = inner;
      }
      return out;
    };
  }
  switch (def.type) {
    case "record": {
      const convertValue = def.valueType ? compile(def.valueType, direction) : identity;
      return (value) =>
        isPlainObject(value)
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, convertValue(inner)]))
          : value;
    }
    case "array": {
      const convertItem = def.element ? compile(def.element, direction) : identity;
      return (value) => (Array.isArray(value) ? value.map(convertItem) : value);
    }
    case "tuple": {
      const converters = (def.items ?? []).map((item) => compile(item, direction));
      const rest = def.rest ? compile(def.rest, direction) : identity;
      return (value) =>
        Array.isArray(value) ? value.map((item, i) => (converters[i] ?? rest)(item)) : value;
    }
    case "union": {
      // Unions of arrays, records and the like: the first option that converts anything wins.
      const converters = (def.options ?? []).map((option) => compile(option, direction));
      return converters.length === 1 ? (converters[0] as Convert) : identity;
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return def.innerType ? compile(def.innerType, direction) : identity;
    case "pipe": {
      const side = wireSide(def);
      return side ? compile(side, direction) : identity;
    }
    case "lazy":
      return (value) => (def.getter ? compile(def.getter(), direction)(value) : value);
    default:
      return identity;
  }
}

/** Renames keys the way the schema says: camelCase → wire. Values are left as they are. */
export const wireKeys = (schema: ZodType, value: unknown): unknown => compile(schema, "toWire")(value);

/** Renames keys the way the schema says: wire → camelCase. */
export const codeKeys = (schema: ZodType, value: unknown): unknown => compile(schema, "fromWire")(value);

/**
 * A value as it travels: encoded through the schema (codecs run backwards: minor units to
 * decimal amounts, Dates to ISO strings; the shape is checked on the way) and then renamed.
 * Throws the schema's error when the value does not fit: a server bug, not bad input.
 */
export function toWire(schema: ZodType, value: unknown): unknown {
  return wireKeys(schema, z.encode(schema, value as never));
}

/** A wire value decoded through the schema: renamed, validated, codecs run forwards. */
export function fromWire<T extends ZodType>(schema: T, raw: unknown): z.ZodSafeParseResult<z.output<T>> {
  return schema.safeParse(codeKeys(schema, raw)) as z.ZodSafeParseResult<z.output<T>>;
}

/** An issue path (camelCase keys, as zod reports it) in wire names: `["password","newPassword"]` → `password.new_password`. */
export function wirePath(schema: ZodType, path: readonly PropertyKey[]): string {
  const names: string[] = [];
  let current: ZodType | undefined = schema;
  for (const segment of path) {
    const key = String(segment);
    const found: { wire: string; child?: ZodType } = current ? childAt(current, key) : { wire: key };
    names.push(found.wire);
    current = found.child;
  }
  return names.join(".");
}

function childAt(schema: ZodType, key: string): { wire: string; child?: ZodType } {
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      const child = def.shape?.[key];
      return child ? { wire: wireNameOf(key, child), child } : { wire: toSnake(key) };
    }
    case "record":
      return { wire: key, ...(def.valueType ? { child: def.valueType } : {}) };
    case "array":
      return { wire: key, ...(def.element ? { child: def.element } : {}) };
    case "tuple":
      return { wire: key, ...(def.items?.[Number(key)] ? { child: def.items[Number(key)] } : {}) };
    case "union":
    case "intersection": {
      const options = def.options ?? [def.left, def.right].filter((s): s is ZodType => Boolean(s));
      for (const option of options) {
        const found = childAt(option, key);
        if (found.child) return found;
      }
      return { wire: toSnake(key) };
    }
    case "pipe": {
      const side = wireSide(def);
      return side ? childAt(side, key) : { wire: toSnake(key) };
    }
    case "lazy":
      return def.getter ? childAt(def.getter(), key) : { wire: key };
    default:
      return def.innerType ? childAt(def.innerType, key) : { wire: toSnake(key) };
  }
}

/**
 * A caller's value as it travels (the web's request bodies): the keys the schema defaults and
 * the caller left out filled in as the parse would (caller-defaults.ts), then encoded.
 */
export const callerToWire = (schema: ZodType, value: unknown): unknown =>
  toWire(schema, withDefaults(schema, value));
