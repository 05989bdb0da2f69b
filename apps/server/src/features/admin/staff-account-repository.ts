/**
 * Staff accounts for the operator's commands (`npm run club:add`, `npm run staff:add`): a staff
 * user by e-mail, created when new, and the club they may reach at a level. A person already on
 * staff at another club keeps their password and their levels there; they gain this club at the
 * level given (access and level are per club: docs/decisions/staff-and-admin.md). A club they
 * already reach keeps the level it has.
 */
import type { StaffLevel } from "@crest/domain";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import { staffMemberships, staffUsers } from "./tables.ts";

export interface StaffGrant {
  email: string;
  firstName: string;
  lastName: string;
  level: StaffLevel;
  companyId: string;
  /** The new account's password; an existing account's only with `resetPassword`. */
  password: string;
  /** Sets `password` on an existing account too (a forgotten one: the operator gives a new one). */
  resetPassword?: boolean;
  /** Who ran the command, for the account's `created_by`. */
  createdBy: string;
}

/**
 * Answers whether the account was created (false: an existing one) and whether it gained the
 * club (false: it had it already, and keeps the level it has there).
 */
export async function grantStaff(
  db: Executor,
  grant: StaffGrant,
): Promise<{ created: boolean; joined: boolean; id: string }> {
  const email = grant.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  const id =
    existing?.id ??
    (
      await db
        .insert(staffUsers)
        .values({
          email,
          // The address is unique, so it is a unique username too.
          username: email,
          passwordHash: await hashPassword(grant.password),
          firstName: grant.firstName,
          lastName: grant.lastName,
          createdBy: grant.createdBy,
        })
        .returning({ id: staffUsers.id })
    )[0]?.id;
  if (!id) throw new Error("the staff account was not created");
  if (existing && grant.resetPassword)
    await db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword(grant.password), modifiedAt: new Date() })
      .where(eq(staffUsers.id, id));
  const joined = await db
    .insert(staffMemberships)
    .values({ staffUserId: id, companyId: grant.companyId, permissionLevel: grant.level })
    .onConflictDoNothing()
    .returning({ id: staffMemberships.staffUserId });
  return { created: !existing, joined: joined.length > 0, id };
}
