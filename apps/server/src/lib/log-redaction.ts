/**
 * What the log must never hold (issue 20, item 6): the secrets that travel in addresses (the
 * mailed links' tokens are web routes, a switch's pass and binding, a 3-D Secure client
 * secret), e-mail addresses, card numbers, and the values a failed query was given. The log
 * is read by more people than the database, and a reset token read from it resets a
 * password. Secrets are found by their shape, not by the route: a token is a long run of
 * URL-safe characters (ours are 43), a client secret has `_secret_` in it, and a query
 * parameter named like a secret is dropped whatever its value.
 */
import { redactCardNumbers } from "@crest/domain";
import { stdSerializers } from "pino";

const TOKEN_REMOVED = "[token removed]";
const EMAIL_REMOVED = "[email removed]";
const SECRET_REMOVED = "[secret removed]";

/** Runs of URL-safe characters this long are random tokens (ours: 43); a uuid is only an id. */
const TOKEN = /(?<![\w-])[\w-]{32,}(?![\w-])/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLIENT_SECRET = /[\w-]*_secret_[\w-]*/g;
const EMAIL = /[\w.%+'-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Query parameters whose value is a secret by name, however short. */
const SECRET_PARAMETER = /secret|token|pass|code|pin|key|binding|signature|nonce/i;
/**
 * The values a failed query was given, as database errors repeat them: Drizzle's "params: …"
 * line, PostgreSQL's `invalid input syntax for type uuid: "…"` and `Key (email)=(…)`.
 */
const QUERY_VALUES: [RegExp, string][] = [
  [/(\bparams:)[^\n]*/g, "$1 [removed]"],
  [/(invalid input (?:syntax|value) for [^:\n]*: )"[^"\n]*"/g, '$1"[removed]"'],
  [/(\bKey \([^)\n]*\)=\()[^\n]*?(\) )/g, "$1[removed]$2"],
];
/** Ids, kept as they are: their digits joined by dashes can pass for a card number. */
const UUIDS = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

const redactPiece = (text: string): string =>
  QUERY_VALUES.reduce((redacted, [pattern, replacement]) => redacted.replace(pattern, replacement), text)
    .replace(CLIENT_SECRET, SECRET_REMOVED)
    .replace(EMAIL, EMAIL_REMOVED)
    .replace(TOKEN, (run) => (UUID.test(run) ? run : TOKEN_REMOVED));

/** Free text (a message, a stack) with every secret, e-mail address and card number replaced. */
export function redactText(text: string): string {
  return text
    .split(UUIDS)
    .map((piece, index) => (index % 2 === 1 ? piece : redactCardNumbers(redactPiece(piece))))
    .join("");
}

/** One decoded part of an address: replaced whole when it holds an e-mail (whatever surrounds it). */
const redactPart = (part: string): string => (part.includes("@") ? EMAIL_REMOVED : redactText(part));

const decoded = (part: string, plusIsSpace: boolean): string => {
  try {
    return decodeURIComponent(plusIsSpace ? part.replace(/\+/g, " ") : part);
  } catch {
    return part;
  }
};

/**
 * A request address as the log shows it: decoded for people to read (so a number spelt with
 * %20 is found too), each path segment and query value redacted on its own, and the value of
 * a parameter named like a secret dropped.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const segments = path.split("/").map((segment) => redactPart(decoded(segment, false)));
  if (queryAt < 0) return segments.join("/");
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = redactText(decoded(equals < 0 ? pair : pair.slice(0, equals), true));
      if (equals < 0) return name;
      const value = SECRET_PARAMETER.test(name)
        ? "[removed]"
        : redactPart(decoded(pair.slice(equals + 1), true));
      return `${name}=${value}`;
    });
  return `${segments.join("/")}?${query.join("&")}`;
}

/** Every string inside a logged value redacted; the values a failed query was given dropped. */
function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (depth > 8 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === "params" || key === "parameters") continue;
    copy[key] = redactDeep(inner, depth + 1);
  }
  return copy;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The log's `err` serializer: pino's, then every secret, address and query value taken out. */
export function redactedError(error: Error): SerializedError {
  return redactDeep(stdSerializers.err(error)) as SerializedError;
}

/** For logged values that are not errors but may hold one's text (a job's failure). */
export const redactedValue = (value: unknown): unknown => redactDeep(value);
