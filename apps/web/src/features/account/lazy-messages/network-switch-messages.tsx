import type { ReactNode } from "react";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { messages } from "./messages.ts";

/** The network switch's strings, loaded with its pages' chunks (the sign-in page's budget). */
export function NetworkSwitchMessages({ children }: { children: ReactNode }) {
  return <LazyMessages messages={messages}>{children}</LazyMessages>;
}
