import type { ReactNode } from "react";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { messages as eventsMessages } from "../events/lazy-messages/messages.ts";
import { messages as memberMessages } from "../members/lazy-messages/messages.ts";
import { messages as productsMessages } from "../products/lazy-messages/messages.ts";
import { messages as shellMessages } from "./messages.ts";

/** Admin mode's catalogue: the shell's and each back-office section's (members load theirs apart). */
const messages = {
  en: { ...shellMessages.en, ...eventsMessages.en, ...productsMessages.en },
  es: { ...shellMessages.es, ...eventsMessages.es, ...productsMessages.es },
};

/** Admin mode's strings, loaded with its chunk: a member's pages never carry them. */
export function AdminMessages({ children }: { children: ReactNode }) {
  return (
    <LazyMessages messages={messages}>
      <LazyMessages messages={memberMessages}>{children}</LazyMessages>
    </LazyMessages>
  );
}
