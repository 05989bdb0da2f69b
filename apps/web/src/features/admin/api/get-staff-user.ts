import { type StaffUser, staffSessionEndpoints } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "../../../lib/api-error.ts";
import { call } from "../../../lib/endpoint-call.ts";
import { adminKeys } from "./admin-keys.ts";

/**
 * GET /admin/api/me, also admin mode's session probe: the staff cookie is HTTP-only, so a
 * browser without a staff session is whoever this answers 401 for (then the sign-in form).
 */
export async function getStaffUser(): Promise<StaffUser | null> {
  try {
    return await call(staffSessionEndpoints.me, undefined, { on401: "ignore" });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const staffUserQuery = queryOptions({ queryKey: adminKeys.me(), queryFn: getStaffUser });

/** The signed-in staff user, or null before sign-in. */
export const useStaffUser = () => useQuery(staffUserQuery);
