/** The category tree's rules over the club's rows: what lies below a category, what members see. */
import type { CategoryRow } from "./tables.ts";

/** A category and every category below it, from the club's rows. */
export function withDescendants(rows: readonly CategoryRow[], rootId: string): string[] {
  const ids = [rootId];
  for (let index = 0; index < ids.length; index++)
    for (const row of rows) if (row.parentId === ids[index] && !ids.includes(row.id)) ids.push(row.id);
  return ids;
}

/** The rows members see: none hidden by staff, and none below a hidden one. */
export function shownRows(rows: readonly CategoryRow[]): CategoryRow[] {
  const hidden = new Set(rows.filter((row) => row.hidden).flatMap((row) => withDescendants(rows, row.id)));
  return rows.filter((row) => !hidden.has(row.id));
}
