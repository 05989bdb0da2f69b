import type { ReactNode } from "react";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { messages } from "./messages.ts";

/**
 * The wallet's strings. They come with the wallet's chunk rather than with the sign-in page
 * (its 150 KB budget); every entry point of the feature is wrapped in this.
 */
export function WalletMessages({ children }: { children: ReactNode }) {
  return <LazyMessages messages={messages}>{children}</LazyMessages>;
}
