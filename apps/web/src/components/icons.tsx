/**
 * Small line icons drawn inline (24×24, currentColor), so the shells need no icon package.
 * They are decorative: the control around them carries the accessible name.
 */
import type { NavigationKey } from "@crest/domain";
import type { ReactNode } from "react";
import { Icon } from "./icon-frame.tsx";

export const BellIcon = () => (
  <Icon>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </Icon>
);

export const CalendarIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const MinusIcon = () => (
  <Icon>
    <path d="M5 12h14" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

/** A chevron pointing up, down, or to the start or end of the line (mirrored in right-to-left pages). */
export const ChevronIcon = ({ direction }: { direction: "up" | "down" | "start" | "end" }) => (
  <Icon className={direction === "start" || direction === "end" ? "crest-icon--mirrored" : undefined}>
    <path
      d={
        { up: "M6 15l6-6 6 6", down: "M6 9l6 6 6-6", start: "M15 6l-6 6 6 6", end: "M9 6l6 6-6 6" }[direction]
      }
    />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

/** The icon of a result screen's status; the heading beside it says the same in words. */
export const StatusIcon = ({ status }: { status: "success" | "warning" | "info" | "error" }) => (
  <Icon strokeWidth={1.6}>
    <circle cx="12" cy="12" r="10" />
    {status === "success" ? <path d="M7.5 12.5l3 3 6-6.5" /> : null}
    {status === "warning" ? <path d="M12 7v6M12 16.5v.5" /> : null}
    {status === "info" ? <path d="M12 11v6M12 7.5v.5" /> : null}
    {status === "error" ? <path d="M9 9l6 6M15 9l-6 6" /> : null}
  </Icon>
);

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

const navigationPaths: Record<NavigationKey, ReactNode> = {
  "my-club": <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  dining: <path d="M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 3c-2 2-3 5-3 8h3v10" />,
  events: <path d="M4 8a2 2 0 0 0 0 4v4h16v-4a2 2 0 0 0 0-4V4H4zM10 4v16" />,
  "spa-wellness": <path d="M12 21c-5-2-8-6-8-11 4 0 7 2 8 5 1-3 4-5 8-5 0 5-3 9-8 11zM12 15V3" />,
  appointments: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  rooms: <path d="M5 21V4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v17M3 21h18M15 12h.01" />,
  directory: <path d="M5 4h11a3 3 0 0 1 3 3v14H8a3 3 0 0 1-3-3zM5 18a3 3 0 0 1 3-3h11" />,
  messages: <path d="M4 5h16v11H9l-5 4z" />,
  "guest-pass": (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0M16 11a3 3 0 0 0 0-6M21 20a6 6 0 0 0-4-5.6" />
    </>
  ),
  "club-benefits": (
    <path d="M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1" />
  ),
};

export const NavigationIcon = ({ name }: { name: NavigationKey }) => <Icon>{navigationPaths[name]}</Icon>;
