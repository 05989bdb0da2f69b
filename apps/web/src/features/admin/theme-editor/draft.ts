/**
 * The theme editor's draft: the domain's config as it is being edited, changed one field at a
 * time by path (`["theme", "colorPrimary"]`, `["props", "slogans", 0, "title"]`). Pure, so the
 * rules are tested without a form.
 */
import type { PortalConfigSettings } from "@crest/domain";
import { createContext, useContext } from "react";

export type DraftPath = readonly (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value at `path`, or undefined where the path leads nowhere. */
export function valueAt(value: unknown, path: DraftPath): unknown {
  let current = value;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === "number") current = current[key];
    else if (isRecord(current)) current = current[String(key)];
    else return undefined;
  }
  return current;
}

/**
 * A copy of `value` with `next` at `path` (only the objects on the path are copied); undefined
 * removes an object's key, so a field left blank falls back to its default.
 */
export function withValueAt<T>(value: T, path: DraftPath, next: unknown): T {
  const [key, ...rest] = path;
  if (key === undefined) return next as T;
  if (Array.isArray(value) && typeof key === "number") {
    const copy = [...value];
    copy[key] = withValueAt(copy[key], rest, next);
    return copy as T;
  }
  const record: Record<string, unknown> = isRecord(value) ? { ...value } : {};
  const inner = withValueAt(record[String(key)], rest, next);
  if (inner === undefined) delete record[String(key)];
  else record[String(key)] = inner;
  return record as T;
}

/** An array at `path` with its item at `from` moved to `to` (clamped to the array). */
export function withItemMoved<T>(value: T, path: DraftPath, from: number, to: number): T {
  const items = valueAt(value, path);
  if (!Array.isArray(items) || to < 0 || to >= items.length) return value;
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved);
  return withValueAt(value, path, copy);
}

/** An array at `path` without its item at `index`. */
export function withItemRemoved<T>(value: T, path: DraftPath, index: number): T {
  const items = valueAt(value, path);
  if (!Array.isArray(items)) return value;
  return withValueAt(
    value,
    path,
    items.filter((_, position) => position !== index),
  );
}

export interface DraftEditor {
  draft: PortalConfigSettings;
  /** Sets one field; undefined removes it (its default applies). */
  change: (path: DraftPath, value: unknown) => void;
  /** Replaces the draft with a function of it (moving or removing list items). */
  update: (change: (draft: PortalConfigSettings) => PortalConfigSettings) => void;
}

export const DraftContext = createContext<DraftEditor | null>(null);

/** The draft being edited and its setters; only inside the theme editor. */
export function useDraft(): DraftEditor {
  const editor = useContext(DraftContext);
  if (!editor) throw new Error("useDraft is used outside the theme editor");
  return editor;
}
