/**
 * Checks on input as it arrived, before any schema sees it: no nesting deeper than any shape
 * of ours (deep enough JSON overflows recursive code later), and no text a database or a
 * browser mishandles: NUL bytes (PostgreSQL refuses them in text) and lone UTF-16 surrogates
 * (not valid Unicode, so not storable as UTF-8). Iterative, so it cannot overflow itself.
 */
export const MAX_DEPTH = 32;

const NUL = "\u0000";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface RawInputProblem {
  /** The wire path of the value at fault ("" for the whole body). */
  field: string;
  details: string;
}

const badText = (text: string): string | null => {
  if (text.includes(NUL)) return "Text may not contain NUL characters";
  if (LONE_SURROGATE.test(text)) return "Text must be valid Unicode";
  return null;
};

export function rawInputProblem(value: unknown): RawInputProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const { value: current, path } = next;
    if (typeof current === "string") {
      const problem = badText(current);
      if (problem) return { field: path.join("."), details: problem };
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (path.length >= MAX_DEPTH) {
      return { field: path[0] ?? "", details: `Nested more than ${MAX_DEPTH} levels deep` };
    }
    for (const [key, inner] of Object.entries(current)) {
      const problem = badText(key);
      if (problem) return { field: [...path, key].join("."), details: problem };
      stack.push({ value: inner, path: [...path, key] });
    }
  }
  return null;
}
