/**
 * /admin/api/staff: the selected club's owners see who has access, add a person, change a level
 * and take access away; /admin/api/me/password: every staff user changes their own password.
 * Another club's staff user is a 404.
 */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  addClubStaffSchema,
  addedClubStaffSchema,
  clubStaffLevelPatchSchema,
  clubStaffMemberSchema,
  clubStaffParamsSchema,
  clubStaffQuerySchema,
  staffPasswordChangeSchema,
} from "./staff-team.schemas.ts";

const team = {
  access: "staff",
  staffLevel: "owner",
  tags: ["admin"],
  errors: [400, 401, 403, 404],
} as const;

export const staffTeamEndpoints = {
  list: defineEndpoint({
    ...team,
    method: "GET",
    path: "/admin/api/staff",
    summary: "The selected club's staff with their level here, by name (owners only; paginated)",
    query: clubStaffQuerySchema,
    answer: z.array(clubStaffMemberSchema),
  }),
  get: defineEndpoint({
    ...team,
    method: "GET",
    path: "/admin/api/staff/:staffUserId",
    summary: "One person with access to the selected club, with their level here (owners only)",
    params: clubStaffParamsSchema,
    answer: clubStaffMemberSchema,
  }),
  add: defineEndpoint({
    ...team,
    method: "POST",
    path: "/admin/api/staff",
    status: 201,
    summary:
      "Give a person access to the club at a level, by e-mail: a new account answers its first password once; an existing one gains the club (409 when they have it)",
    body: addClubStaffSchema,
    answer: addedClubStaffSchema,
    errors: [...team.errors, 409],
  }),
  setLevel: defineEndpoint({
    ...team,
    method: "PATCH",
    path: "/admin/api/staff/:staffUserId",
    summary:
      "Change a person's level at this club (409 for one's own, or when it would leave the club without an owner)",
    params: clubStaffParamsSchema,
    body: clubStaffLevelPatchSchema,
    answer: clubStaffMemberSchema,
    errors: [...team.errors, 409],
  }),
  remove: defineEndpoint({
    ...team,
    method: "DELETE",
    path: "/admin/api/staff/:staffUserId",
    summary:
      "Take a person's access to this club away; their sessions on it end at once (409 for one's own, or the last owner)",
    params: clubStaffParamsSchema,
    answer: actionResultSchema,
    errors: [...team.errors, 409],
  }),
  changePassword: defineEndpoint({
    /** Every level: a password is the person's own. */
    staffLevel: "viewer",
    access: "staff",
    tags: ["admin"],
    method: "PUT",
    path: "/admin/api/me/password",
    summary: "Change one's own password (the current one, then a new one); other sessions are signed out",
    body: staffPasswordChangeSchema,
    answer: actionResultSchema,
    errors: [400, 401],
  }),
};
