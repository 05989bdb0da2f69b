/**
 * What the audit log keeps of a staff write's body: its fields, without anything secret
 * (passwords, pins, tokens) or card data, long texts cut and deep or long structures shortened,
 * so a config save of a whole theme stays a readable row and no secret is ever stored.
 */

const SECRET = /password|passcode|secret|token|cvc|cvv|card|iban|nonce|pin$/i;
const MAX_TEXT = 200;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;

/** The body as the audit log keeps it; null for no body. */
export function bodySummary(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  return summarise(body, 0);
}

function summarise(value: unknown, depth: number): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value === "bigint") return value.toString();
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "…";
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => summarise(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET.test(key) ? "[removed]" : summarise(field, depth + 1),
    ]),
  );
}
