/**
 * Wires staff in: the `staff` access check, the staff accounts service and the staff section, built on the
 * raw handle (staff are platform users; an allowlisted file). A staff request acts on the
 * session's selected club: its tenant is that club's, not the Host's.
 */
import type { FastifyInstance } from "fastify";
import { createStaffAccounts, type StaffAccounts } from "./staff-service.ts";
import { STAFF_COOKIE, signInAgain } from "./staff-session.ts";
import { createStaffTeam, type StaffTeam } from "./staff-team-service.ts";

declare module "fastify" {
  interface FastifyInstance {
    staffAccounts: StaffAccounts;
    staffTeam: StaffTeam;
  }
}

export function setupStaff(app: FastifyInstance): void {
  const clubIntlOf = async (companyId: string) =>
    (await app.platformServices.tenants.forCompany(companyId)).config.intl;
  const accounts = createStaffAccounts(app.platformDb, app.platformServices.signInGuard, clubIntlOf);
  app.decorate("staffAccounts", accounts);
  app.decorate("staffTeam", createStaffTeam(app.platformDb, app.platformServices.signInGuard));
  app.decorateRequest("staff", null);
  app.accessChecks.set("staff", async (request) => {
    const token = request.cookies[STAFF_COOKIE];
    const staff = token ? await accounts.sessionOf(token) : undefined;
    if (!staff) throw signInAgain();
    const tenant = await app.platformServices.tenants.forCompany(staff.companyId);
    request.staff = staff;
    request.tenant = tenant;
    request.language = tenant.language;
    request.actor = {
      kind: "staff",
      staffUserId: staff.user.id,
      name: `${staff.user.firstName} ${staff.user.lastName}`.trim(),
      permissionLevel: staff.level,
    };
  });
}
