import type { ReactNode } from "react";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { messages as billingMessages } from "../billing/lazy-messages/messages.ts";
import { messages as bookingsMessages } from "../bookings/lazy-messages/messages.ts";
import { messages as contentMessages } from "../content/lazy-messages/messages.ts";
import { messages as couponsMessages } from "../coupons/lazy-messages/messages.ts";
import { messages as directoryMessages } from "../directory/lazy-messages/messages.ts";
import { messages as eventsMessages } from "../events/lazy-messages/messages.ts";
import { messages as memberMessages } from "../members/lazy-messages/messages.ts";
import { messages as membershipsMessages } from "../memberships/lazy-messages/messages.ts";
import { messages as messagesMessages } from "../messages/lazy-messages/messages.ts";
import { messages as ordersMessages } from "../orders/lazy-messages/messages.ts";
import { messages as perksMessages } from "../perks/lazy-messages/messages.ts";
import { messages as productsMessages } from "../products/lazy-messages/messages.ts";
import { messages as reportsMessages } from "../reports/lazy-messages/messages.ts";
import { messages as shippingMessages } from "../shipping/lazy-messages/messages.ts";
import { messages as staffTeamMessages } from "../staff-team/lazy-messages/messages.ts";
import { messages as surveysMessages } from "../surveys/lazy-messages/messages.ts";
import { messages as shellMessages } from "./messages.ts";

/** The shell's and each back-office section's catalogue (members load theirs apart), one per line. */
const SECTIONS: { en: Record<string, string>; es: Record<string, string> }[] = [
  shellMessages,
  eventsMessages,
  billingMessages,
  perksMessages,
  directoryMessages,
  messagesMessages,
  contentMessages,
  bookingsMessages,
  surveysMessages,
  reportsMessages,
  ordersMessages,
  couponsMessages,
  productsMessages,
  membershipsMessages,
  shippingMessages,
  staffTeamMessages,
];

/** Admin mode's catalogue: every section's strings in one. */
const messages = {
  en: Object.assign({}, ...SECTIONS.map((section) => section.en)),
  es: Object.assign({}, ...SECTIONS.map((section) => section.es)),
};

/** Admin mode's strings, loaded with its chunk: a member's pages never carry them. */
export function AdminMessages({ children }: { children: ReactNode }) {
  return (
    <LazyMessages messages={messages}>
      <LazyMessages messages={memberMessages}>{children}</LazyMessages>
    </LazyMessages>
  );
}
