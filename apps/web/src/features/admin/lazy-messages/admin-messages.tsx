import type { ReactNode } from "react";
import { LazyMessages } from "../../../lib/intl/lazy-messages.tsx";
import { messages as memberMessages } from "../members/lazy-messages/messages.ts";
import { messages } from "./messages.ts";

/** Admin mode's strings, loaded with its chunk: a member's pages never carry them. */
export function AdminMessages({ children }: { children: ReactNode }) {
  return (
    <LazyMessages messages={messages}>
      <LazyMessages messages={memberMessages}>{children}</LazyMessages>
    </LazyMessages>
  );
}
