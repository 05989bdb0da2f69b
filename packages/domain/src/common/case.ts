/**
 * camelCase in code, snake_case on the wire (DESIGN §3). Key names only: what converts is
 * decided by the schema (`wire.ts`). `snakeKeys`/`camelKeys` convert every key and are for
 * values that have no schema and hold no free-form maps (the web's sign-in body, test stubs).
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

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Plain = {};
  for (const [key, inner] of Object.entries(value)) {
    out[convert(key)] = convertKeys(inner, convert);
  }
  return out;
}

export const snakeKeys = <T = unknown>(value: unknown): T => convertKeys(value, toSnake) as T;
export const camelKeys = <T = unknown>(value: unknown): T => convertKeys(value, toCamel) as T;
