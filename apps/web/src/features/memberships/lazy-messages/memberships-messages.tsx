import type { ReactNode } from "react";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { messages } from "./messages.ts";

/**
 * The memberships feature's strings (the paywall, the membership screens). They come with the
 * feature's chunk rather than with the sign-in page; every page of the feature is wrapped in this.
 */
export function MembershipsMessages({ children }: { children: ReactNode }) {
  return <LazyMessages messages={messages}>{children}</LazyMessages>;
}
