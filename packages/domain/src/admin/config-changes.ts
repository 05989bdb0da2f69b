/**
 * The field-level difference between two portal configs, as the theme editor's history and a
 * save's conflict show it: one entry per leaf value that differs (a colour, a slogan's title, a
 * navigation item's flag), named by its wire path (`theme.color_primary`, `props.slogans.0.title`).
 * Both configs are read with their defaults filled in, so a stored partial config and the same
 * config written out in full do not differ.
 */
import { z } from "zod";
import { wirePath } from "../common/wire.ts";
import { type PortalConfigInput, portalConfigInputSchema } from "../config/config.schemas.ts";

/** A leaf's value; null when the field is absent on that side (an item added or removed). */
export const configValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ConfigValue = z.infer<typeof configValueSchema>;

export const configChangeSchema = z.object({
  /** The field's wire path, dot-separated; array items by index, free-form keys as they are. */
  path: z.string(),
  before: configValueSchema,
  after: configValueSchema,
});
export type ConfigChange = z.infer<typeof configChangeSchema>;

type Segment = string | number;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const leaf = (value: unknown): ConfigValue =>
  value === undefined || value === null
    ? null
    : typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? value
      : JSON.stringify(value);

/** Every pair of differing leaves under `path`, in document order. */
function collect(
  before: unknown,
  after: unknown,
  path: Segment[],
  out: { path: Segment[]; before: ConfigValue; after: ConfigValue }[],
) {
  if (Array.isArray(before) || Array.isArray(after)) {
    const left = Array.isArray(before) ? before : [];
    const right = Array.isArray(after) ? after : [];
    for (let i = 0; i < Math.max(left.length, right.length); i++)
      collect(left[i], right[i], [...path, i], out);
    return;
  }
  if (isObject(before) || isObject(after)) {
    const left = isObject(before) ? before : {};
    const right = isObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    for (const key of keys) collect(left[key], right[key], [...path, key], out);
    return;
  }
  const [a, b] = [leaf(before), leaf(after)];
  if (a !== b) out.push({ path, before: a, after: b });
}

/** The fields that differ from `before` to `after`, each with both values. */
export function configChanges(before: PortalConfigInput, after: PortalConfigInput): ConfigChange[] {
  const out: { path: Segment[]; before: ConfigValue; after: ConfigValue }[] = [];
  collect(portalConfigInputSchema.parse(before), portalConfigInputSchema.parse(after), [], out);
  return out.map((change) => ({ ...change, path: wirePath(portalConfigInputSchema, change.path) }));
}
