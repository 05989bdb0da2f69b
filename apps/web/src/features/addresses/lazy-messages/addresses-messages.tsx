import type { ReactNode } from "react";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { messages } from "./messages.ts";

/** The addresses' strings, with the feature's chunk (the sign-in page's budget). */
export function AddressesMessages({ children }: { children: ReactNode }) {
  return <LazyMessages messages={messages}>{children}</LazyMessages>;
}
