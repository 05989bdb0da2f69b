import type { ReactNode } from "react";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { messages } from "../lazy-messages/messages.ts";

/** The bookings' strings, with the feature's chunk (the sign-in page's budget). */
export function BookingsMessages({ children }: { children: ReactNode }) {
  return <LazyMessages messages={messages}>{children}</LazyMessages>;
}
