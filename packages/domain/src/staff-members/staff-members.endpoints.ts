/**
 * /admin/api/members (issue 31 item 6): staff find a member, open their picture, resend their
 * activation or reset mail, set the flags staff may set, and view the member app as them
 * (read-only). The club is the staff session's; another club's member is a 404.
 */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  memberFlagsPatchSchema,
  memberParamsSchema,
  memberSearchQuerySchema,
  staffMemberDetailSchema,
  staffMemberSummarySchema,
  viewAsAnswerSchema,
} from "./staff-members.schemas.ts";

const staff = { access: "staff", tags: ["admin", "members"], errors: [400, 401, 403, 404] } as const;

export const staffMemberEndpoints = {
  search: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/members",
    summary: "Find members by the start of a name or e-mail, or a card number (paginated)",
    query: memberSearchQuerySchema,
    answer: z.array(staffMemberSummarySchema),
  }),
  get: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/members/:customerId",
    summary:
      "A member's profile, memberships, wallet (no card data), orders, bookings, tickets, perks and balance",
    params: memberParamsSchema,
    answer: staffMemberDetailSchema,
  }),
  activationMail: defineEndpoint({
    ...staff,
    /** The front desk resends it. */
    staffLevel: "staff",
    method: "POST",
    path: "/admin/api/members/:customerId/activation-mail",
    summary: "Mail the member a new activation link (409 when the account is already active)",
    params: memberParamsSchema,
    answer: actionResultSchema,
    errors: [...staff.errors, 409],
  }),
  resetMail: defineEndpoint({
    ...staff,
    staffLevel: "staff",
    method: "POST",
    path: "/admin/api/members/:customerId/reset-mail",
    summary: "Mail the member a password-reset link",
    params: memberParamsSchema,
    answer: actionResultSchema,
  }),
  setFlags: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/members/:customerId",
    summary: "Set the flags staff may set: the house account, a password change at next sign-in",
    params: memberParamsSchema,
    body: memberFlagsPatchSchema,
    answer: staffMemberDetailSchema,
  }),
  viewAs: defineEndpoint({
    ...staff,
    /** Reading as the member changes nothing; opening it is in the audit log. */
    staffLevel: "staff",
    method: "POST",
    path: "/admin/api/members/:customerId/view-as",
    summary:
      "Open the member app as this member, read-only, for 30 minutes (sets the member session cookie; 409 unless asked on the club's own domain)",
    params: memberParamsSchema,
    answer: viewAsAnswerSchema,
    errors: [...staff.errors, 409],
  }),
};
