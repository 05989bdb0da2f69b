/**
 * The staff section (docs/decisions/staff-and-admin.md, "The staff section"): a club's owners
 * list its staff, add a person by e-mail at a level, change a level and take access away; every
 * staff user changes their own password. Staff accounts are platform users, so this holds the
 * raw handle (allowlisted) and names the session's club in every query.
 */
import {
  type AddClubStaff,
  type AddedClubStaff,
  type ClubStaffMember,
  FIELD_MESSAGES,
  type PageQuery,
  type StaffLevel,
  type StaffPasswordChange,
} from "@crest/domain";
import type { Executor } from "../../db/client.ts";
import { AppError, fieldError, NotFoundError } from "../../lib/errors.ts";
import { oneTimePassword } from "../../lib/operator-input.ts";
import { hashPassword, verifyPassword } from "../../lib/password-hash.ts";
import type { SignInGuard } from "../../platform/limits.ts";
import { deleteOtherSessions, updatePasswordHash } from "./staff-repository.ts";
import type { StaffContext } from "./staff-session.ts";
import {
  type ClubStaffRow,
  countOtherOwners,
  deleteMembership,
  findClubStaff,
  findStaffUserIdByEmail,
  insertMembership,
  insertStaffUser,
  listClubStaff,
  lockClubStaff,
  updateMembershipLevel,
} from "./staff-team-repository.ts";

const memberView = ({ status, ...row }: ClubStaffRow): ClubStaffMember => ({
  ...row,
  disabled: status !== "active",
});

const nameOf = (staff: StaffContext) => `${staff.user.firstName} ${staff.user.lastName}`.trim();

export function createStaffTeam(db: Executor, guard: SignInGuard) {
  /**
   * Runs a change to the club's staff under the club's lock, so each change reads the levels as
   * the one before it left them. Inside it: the person named must be of this club (else 404), the
   * club must keep an owner (two owners demoting each other at once: the second is refused), and
   * the one asking must still be an owner here (another owner may have changed that meanwhile).
   */
  function changeOf<T>(
    staff: StaffContext,
    staffUserId: string,
    keepsOwnerLevel: boolean,
    change: (tx: Executor, target: ClubStaffRow) => Promise<T>,
  ): Promise<T> {
    if (staffUserId === staff.user.id) throw new AppError("staff_own_access");
    return db.transaction(async (tx) => {
      await lockClubStaff(tx, staff.companyId);
      const target = await findClubStaff(tx, staff.companyId, staffUserId);
      if (!target) throw new NotFoundError();
      if (
        target.permissionLevel === "owner" &&
        !keepsOwnerLevel &&
        (await countOtherOwners(tx, staff.companyId, staffUserId)) === 0
      )
        throw new AppError("last_owner");
      const self = await findClubStaff(tx, staff.companyId, staff.user.id);
      if (self?.permissionLevel !== "owner") throw new AppError("permission_denied");
      return change(tx, target);
    });
  }

  return {
    /** The club's staff by name, with their level here. */
    async list(staff: StaffContext, page: PageQuery) {
      const { rows, totalCount } = await listClubStaff(db, staff.companyId, page);
      return { items: rows.map(memberView), totalCount };
    },

    /** One person with access to the club; another club's staff user is a 404. */
    async get(staff: StaffContext, staffUserId: string): Promise<ClubStaffMember> {
      const found = await findClubStaff(db, staff.companyId, staffUserId);
      if (!found) throw new NotFoundError();
      return memberView(found);
    },

    /**
     * Gives a person the club at a level. A new e-mail gets an account whose first password is
     * answered this once (only its hash is kept); an existing account keeps its names, password
     * and other clubs' levels, and gains this club.
     */
    async add(staff: StaffContext, input: AddClubStaff): Promise<AddedClubStaff> {
      const password = oneTimePassword();
      // argon2 outside the transaction: the club's lock is held for as short as it can be.
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        await lockClubStaff(tx, staff.companyId);
        // The lock is the club's: another club's owner may add the same address at once, so a
        // new account that lost that race is read back (and its password is not ours to show).
        const created = (await findStaffUserIdByEmail(tx, input.email))
          ? undefined
          : await insertStaffUser(tx, {
              email: input.email,
              // The address is unique, so it is a unique username too (as the operator's command does).
              username: input.email,
              passwordHash,
              firstName: input.firstName,
              lastName: input.lastName,
              createdBy: nameOf(staff),
            });
        const staffUserId = created ?? (await findStaffUserIdByEmail(tx, input.email));
        if (!staffUserId) throw new Error("the staff account is neither there nor made");
        const added = await insertMembership(tx, {
          staffUserId,
          companyId: staff.companyId,
          permissionLevel: input.permissionLevel,
        });
        if (!added) throw new AppError("staff_already_added");
        const member = await findClubStaff(tx, staff.companyId, staffUserId);
        if (!member) throw new Error("the access just given is not there");
        return { member: memberView(member), oneTimePassword: created ? password : null };
      });
    },

    /** Changes a person's level at this club (never one's own; the club keeps an owner). */
    setLevel(staff: StaffContext, staffUserId: string, level: StaffLevel): Promise<ClubStaffMember> {
      return changeOf(staff, staffUserId, level === "owner", async (tx, target) => {
        await updateMembershipLevel(tx, staff.companyId, staffUserId, level);
        return memberView({ ...target, permissionLevel: level });
      });
    },

    /** Takes a person's access to this club away; their sessions on it stop at once. */
    remove(staff: StaffContext, staffUserId: string): Promise<void> {
      return changeOf(staff, staffUserId, false, async (tx) => {
        await deleteMembership(tx, staff.companyId, staffUserId);
      });
    },

    /**
     * Changes the signed-in staff user's password, the current one checked first, and signs
     * their other sessions out (a password changed because it leaked must end the thief's session).
     */
    async changePassword(
      staff: StaffContext,
      input: StaffPasswordChange,
      address: string | null,
    ): Promise<void> {
      // Counted as a sign-in attempt before the check, as a member's change is: a session left
      // open cannot be used to guess the password at leisure and lock its owner out.
      const attempt = { realm: "staff", account: staff.user.email.toLowerCase(), address };
      await guard.before(attempt);
      if (!(await verifyPassword(staff.user.passwordHash, input.currentPassword)))
        throw fieldError("current_password", FIELD_MESSAGES.current_password_wrong);
      await guard.succeeded(attempt);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, staff.user.id, passwordHash);
        await deleteOtherSessions(tx, staff.user.id, staff.sessionId);
      });
    },
  };
}

export type StaffTeam = ReturnType<typeof createStaffTeam>;
