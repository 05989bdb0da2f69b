/**
 * `npm run club:add -- --name "Marina Club" --domain marina.example --owner ana@marina.example`:
 * a new club served at its domain, with its first staff member, an owner, who sets the portal up
 * in admin mode (on for a new club: `debug`). Prints the owner's password once when the account
 * is new; someone already on staff elsewhere keeps theirs and gains the club.
 * Options: --first, --last (the owner's name), --plan Plus|Lounge, --locale (en-us, es-es…),
 * --currency (USD…), --timezone (an IANA zone). On the embedded database, stop the portal first:
 * its files are one process's. docs/operations.md, "Clubs and domains".
 */
import { parseArgs } from "node:util";
import { type PortalConfigInput, portalConfigInputSchema } from "@crest/domain";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { grantStaff } from "./features/admin/index.ts";
import { insertClub } from "./features/config/index.ts";
import { checkOperatorInput, oneTimePassword } from "./lib/operator-input.ts";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      name: { type: "string" },
      domain: { type: "string" },
      owner: { type: "string" },
      first: { type: "string", default: "Club" },
      last: { type: "string", default: "Owner" },
      plan: { type: "string", default: "Plus" },
      locale: { type: "string", default: "en-us" },
      currency: { type: "string", default: "USD" },
      timezone: { type: "string", default: "America/New_York" },
    },
  });
  const input = checkOperatorInput({
    name: values.name,
    domain: values.domain,
    email: values.owner,
    timezone: values.timezone,
  });
  const parsed = portalConfigInputSchema.safeParse({
    plan: values.plan,
    debug: true,
    intl: { locale: values.locale, currency: values.currency, timezone: input.timezone, rtl: false },
  });
  if (!parsed.success) {
    // The options are named as the config's keys: --plan, --locale, --currency.
    const issue = parsed.error.issues[0];
    throw new Error(`--${String(issue?.path.at(-1) ?? "plan")}: ${issue?.message ?? "not valid"}`);
  }
  const config: PortalConfigInput = parsed.data;

  process.umask(0o077);
  const app = await buildApp({ config: { ...loadConfig(), isTest: true } });
  try {
    const password = oneTimePassword();
    const made = await app.platformDb.transaction(async (tx) => {
      const club = await insertClub(tx, { name: input.name, domain: input.domain, config });
      const owner = await grantStaff(tx, {
        email: input.email,
        firstName: values.first,
        lastName: values.last,
        level: "owner",
        companyId: club.companyId,
        password,
        createdBy: "club:add",
      });
      return { club, owner };
    });
    console.log(`${input.name} (${made.club.companyId}) is served at https://${input.domain}`);
    console.log(`Admin mode: https://${input.domain}/admin, sign in as ${input.email}`);
    console.log(
      made.owner.created
        ? `Password (shown once: only its hash is stored; a new one: npm run staff:add -- --new-password): ${password}`
        : `${input.email} was already on staff: same password, and now this club too, as its owner.`,
    );
  } finally {
    await app.close();
  }
}

// A refusal is one line for the operator (which option, and why), not a stack.
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
