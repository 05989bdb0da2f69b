/**
 * The demo's messages and notifications: Harbor's welcome message and regatta announcement to
 * the whole club, four notifications for member@ (the two messages' and two of her own; two
 * unread); Club Sierra's welcome, in Spanish.
 */

import type { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { type DemoSeed, demoId } from "../../demo/demo-seed.ts";
import { messageRecipients, messages, notificationReads, notifications } from "./tables.ts";

export const DEMO_MESSAGES = {
  welcome: demoId("message:harbor:welcome"),
  regatta: demoId("message:harbor:regatta"),
  bienvenida: demoId("message:sierra:bienvenida"),
} as const;

const HARBOR_PEOPLE = [
  DEMO_CUSTOMERS.member,
  DEMO_CUSTOMERS.guest,
  DEMO_CUSTOMERS.newPassword,
  DEMO_CUSTOMERS.pastDue,
  DEMO_CUSTOMERS.onHold,
  DEMO_CUSTOMERS.familyPartner,
  DEMO_CUSTOMERS.familyChild,
];
const SIERRA_PEOPLE = [DEMO_CUSTOMERS.socio, DEMO_CUSTOMERS.invitado, DEMO_CUSTOMERS.memberAtSierra];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * A club-wide message as sending writes it (one message, one club-wide notification), and the
 * read state of those who read it.
 */
async function sendDemoMessage(
  scope: TenantScope,
  message: { id: string; subject: string; body: string; fromName: string; sentAt: Date },
  recipients: number,
  readBy: string[] = [],
) {
  await scope.insert(messages).values({
    ...message,
    audience: { type: "everyone" },
    clubWide: true,
    recipients,
    emailed: 0,
  });
  const [notification] = await scope
    .insert(notifications)
    .values({
      customerId: null,
      kind: "club_message",
      facts: { subject: message.subject },
      link: `/messages/${message.id}`,
      createdAt: message.sentAt,
    })
    .returning();
  if (!notification || readBy.length === 0) return;
  await scope
    .insert(messageRecipients)
    .values(readBy.map((customerId) => ({ messageId: message.id, customerId, readAt: message.sentAt })));
  await scope
    .insert(notificationReads)
    .values(
      readBy.map((customerId) => ({ notificationId: notification.id, customerId, readAt: message.sentAt })),
    );
}

export const notificationsDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const harbor = scopeFor(DEMO.harbor.companyId);
    const member = DEMO_CUSTOMERS.member.id;
    await sendDemoMessage(
      harbor,
      {
        id: DEMO_MESSAGES.welcome,
        subject: "Welcome to Harbor Club",
        body: "Welcome aboard! Book a table at the Grill, reserve a slip at the marina, and find our partners in the directory.",
        fromName: "Harbor Club",
        sentAt: daysAgo(20),
      },
      HARBOR_PEOPLE.length,
      [member],
    );
    await sendDemoMessage(
      harbor,
      {
        id: DEMO_MESSAGES.regatta,
        subject: "Summer Regatta: entries open",
        body: "The Summer Regatta sails on the last Saturday of the month. Enter your boat at the marina office; the prize-giving follows at the Grill.",
        fromName: "Harbor Club",
        sentAt: daysAgo(2),
      },
      HARBOR_PEOPLE.length,
    );
    await harbor.insert(notifications).values([
      {
        customerId: member,
        kind: "invoice_due",
        facts: { amount: "$120.00", due: "on the 1st" },
        link: "/account/billing/invoices",
        createdAt: daysAgo(3),
      },
      {
        customerId: member,
        kind: "order_placed",
        facts: { orderNumber: "H-1001", total: "$42.00" },
        link: "/account/billing/orders",
        createdAt: daysAgo(6),
        readAt: daysAgo(6),
      },
    ]);

    const sierra = scopeFor(DEMO.sierra.companyId);
    await sendDemoMessage(
      sierra,
      {
        id: DEMO_MESSAGES.bienvenida,
        subject: "Bienvenido al Club Sierra",
        body: "¡Bienvenido! Consulte el directorio del club y reserve mesa en el Bistró.",
        fromName: "Club Sierra",
        sentAt: daysAgo(10),
      },
      SIERRA_PEOPLE.length,
    );
  },
};
