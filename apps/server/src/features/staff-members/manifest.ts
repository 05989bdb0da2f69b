/** Members for staff (issue 31 item 6): search, a member's picture, mails, flags, view as member. */
import type { FeatureManifest } from "../../platform/feature.ts";
import { customerIdOf } from "../../platform/service-context.ts";
import { staffMemberRoutes } from "./routes.ts";

export const staffMembersFeature: FeatureManifest = {
  name: "staff-members",
  routes: staffMemberRoutes,
  // The club's demo member: another club's staff must not open them.
  isolation: { create: async (context) => ({ params: { customerId: customerIdOf(context) } }) },
};
