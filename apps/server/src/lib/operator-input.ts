/**
 * The operator's command-line input (club:add, staff:add), checked before anything is written,
 * with an error that names the option.
 */
import { randomBytes } from "node:crypto";
import { isEmail, isTimeZone } from "@crest/domain";
import { z } from "zod";

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

const schemas = {
  name: z.string().trim().min(1, "--name: the club's name"),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(HOST, "--domain/--club: a host name such as marina.example (no scheme, no port)"),
  // The product's own rules for an address and a zone (sign-up's, the events').
  email: z.string().trim().toLowerCase().refine(isEmail, "--owner/--email: an e-mail address"),
  timezone: z.string().refine(isTimeZone, "--timezone: an IANA time zone such as America/New_York"),
};

type Inputs = { [K in keyof typeof schemas]: z.infer<(typeof schemas)[K]> };

/** Each option given, checked; throws the first problem's message. */
export function checkOperatorInput<K extends keyof typeof schemas>(
  input: Record<K, string | undefined>,
): Pick<Inputs, K> {
  const checked: Partial<Inputs> = {};
  for (const key of Object.keys(input) as K[]) {
    const parsed = schemas[key].safeParse(input[key] ?? "");
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? `--${key}`);
    (checked as Record<K, unknown>)[key] = parsed.data;
  }
  return checked as Pick<Inputs, K>;
}

/** A new staff account's first password, printed once (only its hash is kept). */
export const oneTimePassword = (): string => randomBytes(12).toString("base64url");
