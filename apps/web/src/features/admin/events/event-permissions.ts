import { type StaffUser, staffLevelReaches } from "@crest/domain";

/** Whether this staff member may change events (managers and owners; the server checks too). */
export const canManageEvents = (staff: StaffUser | null | undefined): boolean =>
  Boolean(staff && staffLevelReaches(staff.permissionLevel, "manager"));

/** Whether this staff member may check tickets in (any level but viewer). */
export const canScanTickets = (staff: StaffUser | null | undefined): boolean =>
  Boolean(staff && staffLevelReaches(staff.permissionLevel, "staff"));
