/**
 * A caller's value completed with the schema's defaults before it is encoded. A caller may
 * leave out a key the schema defaults (`useHouseCredits`), as the server's parse would fill it
 * in; but zod's encode checks the *output* type, where that key is required. This fills in what
 * the parse would, so the value the web encodes is the schema's full output.
 */
import { type ZodType, z } from "zod";

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  valueType?: ZodType;
  innerType?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  out?: ZodType;
  getter?: () => ZodType;
  defaultValue?: unknown;
}

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The value with every key the schema defaults, and the caller left out, filled in. */
export function withDefaults(schema: ZodType, value: unknown): unknown {
  const def = defOf(schema);
  const inner = def.innerType;
  switch (def.type) {
    case "default":
      return value === undefined ? def.defaultValue : inner ? withDefaults(inner, value) : value;
    case "prefault":
      // A prefault is an input value: parsed, it is what the parse would have produced.
      return value === undefined && inner
        ? z.parse(inner, def.defaultValue)
        : inner
          ? withDefaults(inner, value)
          : value;
    case "optional":
    case "nullable":
    case "readonly":
    case "nonoptional":
    case "catch":
      return value === undefined || value === null || !inner ? value : withDefaults(inner, value);
    case "object": {
      if (!isPlainObject(value)) return value;
      const out: Record<string, unknown> = { ...value };
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        const filled = withDefaults(child, value[key]);
        if (filled !== undefined) out[key] = filled;
      }
      return out;
    }
    case "array":
      return Array.isArray(value) && def.element
        ? value.map((item) => withDefaults(def.element as ZodType, item))
        : value;
    case "record":
      return isPlainObject(value) && def.valueType
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [key, withDefaults(def.valueType as ZodType, item)]),
          )
        : value;
    case "union":
      // The option the value is: the first that encodes once completed.
      for (const option of def.options ?? []) {
        const filled = withDefaults(option, value);
        if (z.safeEncode(option, filled as never).success) return filled;
      }
      return value;
    case "intersection":
      return def.left && def.right ? withDefaults(def.right, withDefaults(def.left, value)) : value;
    case "pipe":
      // A codec's caller holds its output side.
      return def.out ? withDefaults(def.out, value) : value;
    case "lazy":
      return def.getter ? withDefaults(def.getter(), value) : value;
    default:
      return value;
  }
}
