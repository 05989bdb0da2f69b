import type { ReactNode } from "react";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { messages as couponsMessages } from "../coupons/lazy-messages/messages.ts";
import { messages as eventsMessages } from "../events/lazy-messages/messages.ts";
import { messages as memberMessages } from "../members/lazy-messages/messages.ts";
import { messages as ordersMessages } from "../orders/lazy-messages/messages.ts";
import { messages as shellMessages } from "./messages.ts";

/** Admin mode's catalogue: the shell's and each back-office section's (members load theirs apart). */
const messages = {
  en: { ...shellMessages.en, ...eventsMessages.en, ...ordersMessages.en, ...couponsMessages.en },
  es: { ...shellMessages.es, ...eventsMessages.es, ...ordersMessages.es, ...couponsMessages.es },
};

/** Admin mode's strings, loaded with its chunk: a member's pages never carry them. */
export function AdminMessages({ children }: { children: ReactNode }) {
  return (
    <LazyMessages messages={messages}>
      <LazyMessages messages={memberMessages}>{children}</LazyMessages>
    </LazyMessages>
  );
}
