/**
 * The operator's command-line input (club:add, staff:add), checked before anything is written,
 * with an error that names the option.
 */
import { z } from "zod";

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const schemas = {
  name: z.string().trim().min(1, "--name: the club's name"),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(HOST, "--domain/--club: a host name such as marina.example (no scheme, no port)"),
  email: z.email("--owner/--email: an e-mail address").trim().toLowerCase(),
  timezone: z.string().refine(validZone, "--timezone: an IANA time zone such as America/New_York"),
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
