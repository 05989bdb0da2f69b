import type { ReactNode } from "react";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { messages } from "./messages.ts";

/** Checkout's strings, loaded with its chunk. */
export function CheckoutMessages({ children }: { children: ReactNode }) {
  return <LazyMessages messages={messages}>{children}</LazyMessages>;
}
