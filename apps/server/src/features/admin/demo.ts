/**
 * Demo staff: one owner of both demo clubs, a manager of Club Sierra only (the latter proves
 * that staff reach nothing beyond their own clubs), a read-only viewer of Harbor Club, and a
 * manager of Harbor Club only (issue 32: the back office's journeys are a manager's).
 */
import { DEMO, DEMO_STAFF } from "../../demo/demo-ids.ts";
import { DEMO_PASSWORD, type DemoSeed } from "../../demo/demo-seed.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import { staffMemberships, staffUsers } from "./tables.ts";

export const adminDemoSeed: DemoSeed = {
  logins: [
    { club: "both clubs", email: DEMO_STAFF.owner.email, who: "staff (admin mode), owner of both clubs" },
    {
      club: "Club Sierra",
      email: DEMO_STAFF.sierraManager.email,
      who: "staff (admin mode) of Club Sierra only, manager level",
    },
    {
      club: "Harbor Club",
      email: DEMO_STAFF.harborViewer.email,
      who: "staff (admin mode), read-only (viewer level)",
    },
    {
      club: "Harbor Club",
      email: DEMO_STAFF.harborManager.email,
      who: "staff (admin mode) of Harbor Club only, manager level",
    },
  ],
  async run({ platformDb: db }) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.insert(staffUsers).values([
      {
        id: DEMO_STAFF.owner.id,
        email: DEMO_STAFF.owner.email,
        passwordHash,
        firstName: "Morgan",
        lastName: "Hale",
        username: "morgan.hale",
        mobileNumber: "+1 401 555 0199",
        employeeId: "E-001",
        welcomeMessage: "Welcome back, Morgan.",
        createdBy: "demo",
      },
      {
        id: DEMO_STAFF.sierraManager.id,
        email: DEMO_STAFF.sierraManager.email,
        passwordHash,
        firstName: "Lucía",
        lastName: "Romero",
        username: "lucia.romero",
        employeeId: "S-014",
        welcomeMessage: "Hola, Lucía.",
        createdBy: "demo",
      },
      {
        id: DEMO_STAFF.harborViewer.id,
        email: DEMO_STAFF.harborViewer.email,
        passwordHash,
        firstName: "Vera",
        lastName: "Quinn",
        username: "vera.quinn",
        employeeId: "E-007",
        createdBy: "demo",
      },
      {
        id: DEMO_STAFF.harborManager.id,
        email: DEMO_STAFF.harborManager.email,
        passwordHash,
        firstName: "Dana",
        lastName: "Reyes",
        username: "dana.reyes",
        employeeId: "E-012",
        welcomeMessage: "Welcome back, Dana.",
        createdBy: "demo",
      },
    ]);
    await db.insert(staffMemberships).values([
      { staffUserId: DEMO_STAFF.owner.id, companyId: DEMO.harbor.companyId, permissionLevel: "owner" },
      { staffUserId: DEMO_STAFF.owner.id, companyId: DEMO.sierra.companyId, permissionLevel: "owner" },
      {
        staffUserId: DEMO_STAFF.sierraManager.id,
        companyId: DEMO.sierra.companyId,
        permissionLevel: "manager",
      },
      {
        staffUserId: DEMO_STAFF.harborViewer.id,
        companyId: DEMO.harbor.companyId,
        permissionLevel: "viewer",
      },
      {
        staffUserId: DEMO_STAFF.harborManager.id,
        companyId: DEMO.harbor.companyId,
        permissionLevel: "manager",
      },
    ]);
  },
};
