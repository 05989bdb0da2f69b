/** The notifications feature's manifest (the bell and the club's messages; see docs/adding-a-feature.md). */
import type { FeatureManifest } from "../../platform/feature.ts";
import { customerIdOf } from "../../platform/service-context.ts";
import { notificationsDemoSeed } from "./demo.ts";
import { clubMessageCopiesJob, sendMessage } from "./message-service.ts";
import { myNotifications } from "./notification-service.ts";
import { notificationRoutes } from "./routes.ts";
import * as tables from "./tables.ts";

export const notificationsFeature: FeatureManifest = {
  name: "notifications",
  tables,
  routes: notificationRoutes,
  demo: notificationsDemoSeed,
  jobs: [clubMessageCopiesJob],
  isolation: {
    // A message to the club's demo member, and the notification it raised.
    create: async (context) => {
      const customerId = customerIdOf(context);
      const sent = await sendMessage(context, {
        subject: "Isolation",
        body: "Only for this club.",
        audience: { type: "member", customerId },
      });
      const { items } = await myNotifications(context, { tab: "unread", pageNumber: 1, pageSize: 1 });
      const notification = items[0];
      if (!notification) throw new Error("the message raised no notification");
      return { params: { messageId: sent.id, notificationId: notification.id } };
    },
  },
};
