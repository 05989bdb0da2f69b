/**
 * `npm run staff:add -- --club marina.example --email sam@marina.example --level manager`:
 * a staff member of the club a domain serves, at a level (viewer, staff, manager, owner). Prints
 * the password once when the account is new; someone already on staff elsewhere keeps their
 * password and their levels there, and gains this club at the level given (a club they already
 * reach keeps its level: change it in admin mode's Staff section). Options: --first, --last, and --new-password, which gives
 * an existing account a new password (printed once: a forgotten one). On the embedded database,
 * stop the portal first. docs/operations.md, "Clubs and domains".
 */
import { parseArgs } from "node:util";
import { STAFF_LEVELS } from "@crest/domain";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { grantStaff } from "./features/admin/index.ts";
import { clubOfDomain } from "./features/config/index.ts";
import { checkOperatorInput, oneTimePassword } from "./lib/operator-input.ts";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      club: { type: "string" },
      email: { type: "string" },
      level: { type: "string", default: "staff" },
      first: { type: "string", default: "Staff" },
      last: { type: "string", default: "Member" },
      "new-password": { type: "boolean", default: false },
    },
  });
  const input = checkOperatorInput({ domain: values.club, email: values.email });
  const level = STAFF_LEVELS.find((known) => known === values.level);
  if (!level) throw new Error(`--level: one of ${STAFF_LEVELS.join(", ")}`);

  process.umask(0o077);
  const app = await buildApp({ config: { ...loadConfig(), isTest: true } });
  try {
    const club = await clubOfDomain(app.platformDb, input.domain);
    if (!club) throw new Error(`--club: no club is served at ${input.domain}`);
    const password = oneTimePassword();
    const staff = await grantStaff(app.platformDb, {
      email: input.email,
      firstName: values.first,
      lastName: values.last,
      level,
      companyId: club.companyId,
      password,
      resetPassword: values["new-password"],
      createdBy: "staff:add",
    });
    console.log(`${input.email} is on ${club.name}'s staff (https://${input.domain}/admin).`);
    // Only its hash is stored: the password cannot be shown again.
    if (staff.created) console.log(`Level ${level}. Password (shown once): ${password}`);
    else if (values["new-password"])
      console.log(`New password (shown once; the old one no longer works): ${password}`);
    else if (staff.joined)
      console.log(`They were already on staff: same password, and now this club too, at level ${level}.`);
    else
      console.log(
        "They already had this club: their level there is unchanged (an owner changes it in admin mode).",
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
