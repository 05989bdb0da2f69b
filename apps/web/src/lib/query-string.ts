/** A value a query string may carry; arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

/**
 * spec-1 §5: empty values (undefined, null, "") and empty arrays are dropped. Keys arrive in
 * camelCase and leave snake_cased by the caller (the api client converts in one place).
 */
export function toQueryString(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== "") params.append(key, String(item));
      continue;
    }
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
