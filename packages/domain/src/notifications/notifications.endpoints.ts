/**
 * The signed-in customer's notifications (spec-2 §2: /notifications and /notifications/:tab,
 * the bell's count): paths of ours, the spec shows none.
 */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  notificationCountSchema,
  notificationIdParamsSchema,
  notificationQuerySchema,
  notificationSchema,
} from "./notifications.schemas.ts";

const customer = { access: "customer", tags: ["notifications"], errors: [400, 401, 404] } as const;

export const notificationEndpoints = {
  /** Paginated: the `pagination` header says where the page is. */
  list: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/account/notifications",
    summary: "The member's notifications, newest first: all or unread (paginated)",
    query: notificationQuerySchema,
    answer: z.array(notificationSchema),
  }),
  count: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/account/notifications/count",
    summary: "How many of the member's notifications are unread (the bell)",
    answer: notificationCountSchema,
  }),
  markRead: defineEndpoint({
    ...customer,
    method: "POST",
    path: "/api/account/notifications/:notificationId/read",
    summary: "Mark one notification read",
    params: notificationIdParamsSchema,
    answer: actionResultSchema,
  }),
  markAllRead: defineEndpoint({
    ...customer,
    method: "POST",
    path: "/api/account/notifications/read",
    summary: "Mark every notification read",
    answer: actionResultSchema,
  }),
};
