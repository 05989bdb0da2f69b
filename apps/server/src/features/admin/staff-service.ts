/** Staff sign-in, sign-out and the company/domain a staff session acts on. */
import type { StaffLoginRequest, StaffUser } from "@crest/domain";
import type { Database, Executor } from "../../db/client.ts";
import { AppError, NotFoundError } from "../../lib/errors.ts";
import { verifyPassword } from "../../lib/password-hash.ts";
import { listDomains } from "../config/index.ts";
import {
  deleteExpiredSessions,
  deleteSession,
  findStaffByEmail,
  insertSession,
  listStaffCompanies,
  type StaffCompany,
  type StaffUserRow,
  touchLastAccessed,
  updateSessionSelection,
} from "./staff-repository.ts";
import { newSessionToken, STAFF_SESSION_HOURS, type StaffContext, sessionIdOf } from "./staff-session.ts";

interface Selection {
  companyId: string;
  domainId: string | null;
  domainName: string | null;
}

/** The spec's staff user shape, with the session's selection and the companies it may reach. */
export function staffView(user: StaffUserRow, companies: StaffCompany[], selection: Selection): StaffUser {
  return {
    userId: user.id,
    companyId: selection.companyId,
    businessLocationId: user.businessLocationId,
    employeeId: user.employeeId,
    welcomeMessage: user.welcomeMessage,
    lastAccessed: user.lastAccessed?.toISOString() ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNumber: user.mobileNumber,
    email: user.email,
    username: user.username,
    permissionLevel: user.permissionLevel,
    status: user.status,
    createdOn: user.createdAt.toISOString(),
    modifiedOn: user.modifiedAt.toISOString(),
    createdBy: user.createdBy,
    companies: companies.map(({ id, name }) => ({ id, name })),
    selectedDomain: selection.domainName,
  };
}

/** A company's default domain (its first one when none is marked default). */
async function defaultDomainOf(db: Executor, companyId: string): Promise<Selection> {
  const list = await listDomains(db, companyId);
  const chosen = list.find((domain) => domain.isDefault) ?? list[0];
  return { companyId, domainId: chosen?.id ?? null, domainName: chosen?.name ?? null };
}

export interface LoginContext {
  /** The club of the request's Host, if any: selected first when the staff user belongs to it. */
  hostTenant: { companyId: string; domainId: string; domainName: string } | null;
  userAgent: string | undefined;
  ipAddress: string;
}

/**
 * Checks the credentials and opens a session. An unknown e-mail, a wrong password and a
 * disabled account all answer the same 401, after the same argon2 work.
 */
export async function logIn(db: Database, input: StaffLoginRequest, context: LoginContext) {
  const user = await findStaffByEmail(db, input.email);
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches || user.status !== "active") throw new AppError("invalid_credentials");

  const companies = await listStaffCompanies(db, user.id);
  const first = companies[0];
  if (!first) throw new AppError("forbidden", { message: "This staff account has no club to manage." });
  const host = context.hostTenant;
  const selection: Selection =
    host && companies.some((company) => company.id === host.companyId)
      ? host
      : await defaultDomainOf(db, first.id);

  const token = newSessionToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  const signedIn = await db.transaction(async (tx) => {
    await deleteExpiredSessions(tx, user.id, now);
    await insertSession(tx, {
      id: sessionIdOf(token),
      staffUserId: user.id,
      selectedCompanyId: selection.companyId,
      selectedDomainId: selection.domainId,
      expiresAt,
      userAgent: context.userAgent?.slice(0, 500) ?? null,
      ipAddress: context.ipAddress,
    });
    return touchLastAccessed(tx, user.id, now);
  });
  return { token, expiresAt, staff: staffView(signedIn, companies, selection) };
}

export const logOut = (db: Database, token: string): Promise<void> => deleteSession(db, sessionIdOf(token));

/** The signed-in staff user as the session sees them now. */
export async function currentStaff(db: Executor, staff: StaffContext): Promise<StaffUser> {
  const domains = await listDomains(db, staff.companyId);
  const domain = domains.find((candidate) => candidate.id === staff.domainId);
  return staffView(staff.user, staff.companies, {
    companyId: staff.companyId,
    domainId: domain?.id ?? null,
    domainName: domain?.name ?? null,
  });
}

/** Switches the session to one of the staff user's companies; any other company is a 404. */
export async function selectCompany(
  db: Database,
  staff: StaffContext,
  companyId: string,
): Promise<StaffUser> {
  if (!staff.companies.some((company) => company.id === companyId)) throw new NotFoundError();
  const selection = await defaultDomainOf(db, companyId);
  await updateSessionSelection(db, staff.sessionId, selection);
  return staffView(staff.user, staff.companies, selection);
}

/** Switches to a domain by name, and to its company; a domain of no company of theirs is a 404. */
export async function selectDomain(
  db: Database,
  staff: StaffContext,
  domainName: string,
): Promise<StaffUser> {
  for (const company of staff.companies) {
    const found = (await listDomains(db, company.id)).find((domain) => domain.name === domainName);
    if (!found) continue;
    const selection = { companyId: company.id, domainId: found.id, domainName: found.name };
    await updateSessionSelection(db, staff.sessionId, selection);
    return staffView(staff.user, staff.companies, selection);
  }
  throw new NotFoundError();
}
