import { type Endpoint, requiredStaffLevel, type StaffUser, staffLevelReaches } from "@crest/domain";

/**
 * Whether the staff member's level reaches what the endpoint declares: the screens hide or
 * disable what the server would refuse with 403 permission_denied (it refuses anyway).
 */
export const staffCan = (
  staff: StaffUser | null | undefined,
  endpoint: Pick<Endpoint, "method" | "staffLevel">,
) => Boolean(staff && staffLevelReaches(staff.permissionLevel, requiredStaffLevel(endpoint)));
