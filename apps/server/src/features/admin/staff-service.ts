/**
 * Staff sign-in, sign-out and the company/domain a staff session acts on. Staff are platform
 * users (one may manage several clubs), so this service holds the raw handle: it is created
 * once per app (staff-access.ts) and is on the architecture test's allowlist.
 */
import type { Intl as ClubIntl, StaffLoginRequest, StaffUser } from "@crest/domain";
import type { Executor } from "../../db/client.ts";
import { TenantScope } from "../../db/tenant-scope.ts";
import { AppError, NotFoundError } from "../../lib/errors.ts";
import { verifyPassword } from "../../lib/password-hash.ts";
import { listDomains } from "../config/index.ts";
import type { SignInGuard } from "../limits/index.ts";
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
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

/**
 * The spec's staff user shape, with the session's selection, the companies it may reach and the
 * selected club's intl.
 */
function staffView(
  user: StaffUserRow,
  companies: StaffCompany[],
  selection: Selection,
  intl: ClubIntl,
): StaffUser {
  return {
    userId: user.id,
    companyId: selection.companyId,
    businessLocationId: user.businessLocationId,
    employeeId: user.employeeId,
    welcomeMessage: user.welcomeMessage,
    lastAccessed: user.lastAccessed,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNumber: user.mobileNumber,
    email: user.email,
    username: user.username,
    // The level at the selected club: a person may be an owner of one club and a viewer of another.
    permissionLevel: companies.find((company) => company.id === selection.companyId)?.level ?? "viewer",
    status: user.status,
    createdOn: user.createdAt,
    modifiedOn: user.modifiedAt,
    createdBy: user.createdBy,
    companies: companies.map(({ id, name }) => ({ id, name })),
    selectedDomain: selection.domainName,
    intl,
  };
}

export interface LoginContext {
  /** The club of the request's Host, if any: selected first when the staff user belongs to it. */
  hostTenant: { companyId: string; domainId: string; domainName: string } | null;
  userAgent: string | undefined;
  ipAddress: string;
}

/** A club's currency, locale and time zone (from its tenant, cached per instance). */
export type ClubIntlOf = (companyId: string) => Promise<ClubIntl>;

export function createStaffAccounts(db: Executor, guard: SignInGuard, clubIntlOf: ClubIntlOf) {
  const domainsOf = (companyId: string) => listDomains(new TenantScope(db, companyId));
  const view = async (user: StaffUserRow, companies: StaffCompany[], selection: Selection) =>
    staffView(user, companies, selection, await clubIntlOf(selection.companyId));

  /** A company's default domain (its first one when none is marked default). */
  async function defaultDomainOf(companyId: string): Promise<Selection> {
    const list = await domainsOf(companyId);
    const chosen = list.find((domain) => domain.isDefault) ?? list[0];
    return { companyId, domainId: chosen?.id ?? null, domainName: chosen?.name ?? null };
  }

  return {
    /**
     * Checks the credentials and opens a session. An unknown e-mail, a wrong password and a
     * disabled account all answer the same 401, after the same argon2 work.
     */
    async logIn(input: StaffLoginRequest, context: LoginContext) {
      // The same per-account limit as customers', counted in the shared counters.
      const attempt = {
        realm: "staff",
        account: input.email.trim().toLowerCase(),
        address: context.ipAddress,
      };
      await guard.before(attempt);
      const user = await findStaffByEmail(db, input.email);
      const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !passwordMatches || user.status !== "active") throw new AppError("invalid_credentials");
      await guard.succeeded(attempt);
      const companies = await listStaffCompanies(db, user.id);
      const first = companies[0];
      if (!first) throw new AppError("forbidden", { message: "This staff account has no club to manage." });
      const host = context.hostTenant;
      const selection: Selection =
        host && companies.some((company) => company.id === host.companyId)
          ? host
          : await defaultDomainOf(first.id);
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
      return { token, expiresAt, staff: await view(signedIn, companies, selection) };
    },

    logOut: (token: string): Promise<void> => deleteSession(db, sessionIdOf(token)),

    /** The staff session a cookie token names, if live and its company still theirs. */
    async sessionOf(token: string): Promise<StaffContext | undefined> {
      const sessionId = sessionIdOf(token);
      const found = await findLiveSession(db, sessionId, new Date());
      if (!found) return undefined;
      const companies = await listStaffCompanies(db, found.user.id);
      // Membership withdrawn since sign-in: the session no longer reaches its company.
      const selected = companies.find((company) => company.id === found.session.selectedCompanyId);
      if (!selected) return undefined;
      return {
        sessionId,
        user: found.user,
        companyId: selected.id,
        level: selected.level,
        domainId: found.session.selectedDomainId,
        companies,
      };
    },

    /** The signed-in staff user as the session sees them now. */
    async current(staff: StaffContext): Promise<StaffUser> {
      const domain = (await domainsOf(staff.companyId)).find((candidate) => candidate.id === staff.domainId);
      return view(staff.user, staff.companies, {
        companyId: staff.companyId,
        domainId: domain?.id ?? null,
        domainName: domain?.name ?? null,
      });
    },

    /** Switches the session to one of the staff user's companies; any other company is a 404. */
    async selectCompany(staff: StaffContext, companyId: string): Promise<StaffUser> {
      if (!staff.companies.some((company) => company.id === companyId)) throw new NotFoundError();
      const selection = await defaultDomainOf(companyId);
      await updateSessionSelection(db, staff.sessionId, selection);
      return view(staff.user, staff.companies, selection);
    },

    /** Switches to a domain by name, and to its company; a domain of no company of theirs is a 404. */
    async selectDomain(staff: StaffContext, domainName: string): Promise<StaffUser> {
      for (const company of staff.companies) {
        const found = (await domainsOf(company.id)).find((domain) => domain.name === domainName);
        if (!found) continue;
        const selection = { companyId: company.id, domainId: found.id, domainName: found.name };
        await updateSessionSelection(db, staff.sessionId, selection);
        return view(staff.user, staff.companies, selection);
      }
      throw new NotFoundError();
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
