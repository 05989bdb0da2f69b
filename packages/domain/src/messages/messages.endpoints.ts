/**
 * Messages: the member's inbox (spec-2 §2 /messages and /messages/:id) and the staff's sending
 * (paths of ours; the spec shows none).
 */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import {
  audienceQuerySchema,
  audienceSizeSchema,
  messageIdParamsSchema,
  messageQuerySchema,
  messageSchema,
  newMessageSchema,
  sentMessageSchema,
} from "./messages.schemas.ts";

const customer = { access: "customer", tags: ["messages"], errors: [400, 401, 404] } as const;
const staff = { access: "staff", tags: ["admin"], errors: [400, 401, 403, 404] } as const;

export const messageEndpoints = {
  /** Paginated: the `pagination` header says where the page is. */
  list: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/account/messages",
    summary: "The club's messages to the member, newest first (paginated)",
    query: messageQuerySchema,
    answer: z.array(messageSchema),
  }),
  message: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/account/messages/:messageId",
    summary: "One message to the member",
    params: messageIdParamsSchema,
    answer: messageSchema,
  }),
  markRead: defineEndpoint({
    ...customer,
    method: "POST",
    path: "/api/account/messages/:messageId/read",
    summary: "Mark a message read (and its notification with it)",
    params: messageIdParamsSchema,
    answer: actionResultSchema,
  }),
};

export const staffMessageEndpoints = {
  send: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/messages",
    summary: "Send a message to every member, a plan's holders or one member",
    body: newMessageSchema,
    answer: sentMessageSchema,
    status: 201,
  }),
  /** Paginated: the `pagination` header says where the page is. */
  sent: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/messages",
    summary: "The messages the club sent, newest first (paginated)",
    query: pageQuerySchema,
    answer: z.array(sentMessageSchema),
  }),
  audience: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/messages/audience",
    summary:
      "How many members a message to everyone, a plan's holders or one member would reach, before it is sent",
    query: audienceQuerySchema,
    answer: audienceSizeSchema,
  }),
};
