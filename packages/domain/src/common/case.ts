/**
 * camelCase in code, snake_case on the wire (DESIGN §3). Each side converts in one place:
 * the server's serializer/body parser and the web's api client.
 */

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === "object" &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

export const toSnake = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();

export const toCamel = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Keys under these names hold free-form maps whose keys are data, not field names
 * (message ids, theme token names, page uris), so they pass through unchanged.
 */
const OPAQUE_KEYS = new Set(["messages", "tokens", "cssVariables", "css_variables"]);

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Plain = {};
  for (const [key, inner] of Object.entries(value)) {
    out[convert(key)] = OPAQUE_KEYS.has(key) ? inner : convertKeys(inner, convert);
  }
  return out;
}

export const snakeKeys = <T = unknown>(value: unknown): T => convertKeys(value, toSnake) as T;
export const camelKeys = <T = unknown>(value: unknown): T => convertKeys(value, toCamel) as T;
