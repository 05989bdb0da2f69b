import type { ReactNode } from "react";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { messages } from "../lazy-messages/messages.ts";

/** The notifications' and messages' strings, loaded with their chunk. */
export function NotificationsMessages({ children }: { children: ReactNode }) {
  return <LazyMessages messages={messages}>{children}</LazyMessages>;
}
