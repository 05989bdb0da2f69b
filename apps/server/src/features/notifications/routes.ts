/** /api/account/notifications and /api/account/messages, and the staff's /admin/api/messages. */
import { messageEndpoints, notificationEndpoints, staffMessageEndpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import {
  audienceSize,
  myMessage,
  myMessages,
  readMessage,
  sendMessage,
  sentMessages,
} from "./message-service.ts";
import {
  myNotifications,
  myUnreadCount,
  readAllNotifications,
  readNotification,
} from "./notification-service.ts";

const done = { success: true };

export async function notificationRoutes(app: FastifyInstance) {
  route(app, notificationEndpoints.list, async ({ context, query, reply }) => {
    const { items, totalCount } = await myNotifications(context, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, notificationEndpoints.count, async ({ context }) => myUnreadCount(context));
  route(app, notificationEndpoints.markRead, async ({ context, params }) => {
    await readNotification(context, params.notificationId);
    return done;
  });
  route(app, notificationEndpoints.markAllRead, async ({ context }) => {
    await readAllNotifications(context);
    return done;
  });

  route(app, messageEndpoints.list, async ({ context, query, reply }) => {
    const { items, totalCount } = await myMessages(context, query);
    setPaginationHeader(reply, query, totalCount);
    return items;
  });
  route(app, messageEndpoints.message, async ({ context, params }) => myMessage(context, params.messageId));
  route(app, messageEndpoints.markRead, async ({ context, params }) => {
    await readMessage(context, params.messageId);
    return done;
  });

  route(app, staffMessageEndpoints.send, async ({ context, body }) => sendMessage(context, body), staffClub);
  route(
    app,
    staffMessageEndpoints.sent,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await sentMessages(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    staffMessageEndpoints.audience,
    async ({ context, query }) => audienceSize(context, query),
    staffClub,
  );
}
