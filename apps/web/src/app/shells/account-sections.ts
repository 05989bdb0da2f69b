import { useMemo } from "react";
import { useScreens } from "../../lib/routing/screens.ts";
import { useBasePath } from "./use-shell-paths.ts";

/** One section of the account area (spec-2 §2), and the screens that may stand for it, in order. */
interface AccountSectionRow {
  key: "profile" | "memberships" | "wallet" | "addresses" | "billing" | "perks" | "surveys" | "tickets";
  /** The first of these whose route row has a screen is where the section's link goes. */
  targets: { rowId: string; path: string }[];
}

/**
 * The account sections in the spec's order. Billing opens /account/billing (its tabs: invoices,
 * transactions, orders, statements); Orders stays its fallback for a build without the billing
 * screen (docs/member-experience.md, "Navigation").
 */
const ACCOUNT_SECTION_ROWS: AccountSectionRow[] = [
  { key: "profile", targets: [{ rowId: "account-profile", path: "profile" }] },
  { key: "memberships", targets: [{ rowId: "account-memberships", path: "memberships" }] },
  { key: "wallet", targets: [{ rowId: "account-wallet", path: "wallet" }] },
  { key: "addresses", targets: [{ rowId: "account-addresses", path: "addresses" }] },
  {
    key: "billing",
    targets: [
      { rowId: "account-billing", path: "billing" },
      { rowId: "account-orders", path: "billing/orders" },
    ],
  },
  { key: "perks", targets: [{ rowId: "account-perks", path: "perks" }] },
  { key: "surveys", targets: [{ rowId: "account-surveys", path: "surveys" }] },
  // My Tickets lives under the wallet (spec-2 §2 /account/wallet/tickets) but is a section of its
  // own: the member looks for their tickets by name, not inside their payment methods (issue 25).
  { key: "tickets", targets: [{ rowId: "account-wallet-tickets", path: "wallet/tickets" }] },
];

/** Paths under the account that belong to a section other than the one their first segment names. */
const SECTION_OF_PATH: { prefix: string; key: AccountSectionRow["key"] }[] = [
  // One of the member's events opens from My Tickets (its breadcrumb leads back there).
  { prefix: "event", key: "tickets" },
];

export interface AccountSection {
  key: AccountSectionRow["key"];
  /** Where its link goes, under the club's account path. */
  to: string;
}

/**
 * The section a path under the account belongs to, for marking the current tab and menu link:
 * the section whose link the path lies deepest within (/account/wallet/tickets is Tickets, not
 * Wallet), the profile at the account's own path; null outside the account or its sections.
 */
export function currentSectionOf(pathname: string, base: string, sections: AccountSection[]): string | null {
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  const rest = pathname.slice(base.length).replace(/^\/+|\/+$/g, "");
  if (rest === "") return "profile";
  const moved = SECTION_OF_PATH.find(({ prefix }) => rest === prefix || rest.startsWith(`${prefix}/`));
  if (moved) return moved.key;
  const within = sections.filter(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  const deepest = within.sort((a, b) => b.to.length - a.to.length)[0];
  return deepest?.key ?? null;
}

/** The account sections whose screen exists, each linking to it under the account's path `base`. */
export const accountSectionsOf = (base: string, screens: ReadonlySet<string>): AccountSection[] =>
  ACCOUNT_SECTION_ROWS.flatMap(({ key, targets }) => {
    const target = targets.find(({ rowId }) => screens.has(rowId));
    return target ? [{ key, to: `${base}/${target.path}` }] : [];
  });

/** The account sections that have a screen, each linking to it (the account tabs and the menu). */
export function useAccountSections(): { base: string; sections: AccountSection[] } {
  const base = useBasePath("account", "/account");
  const screens = useScreens();
  const sections = useMemo(() => accountSectionsOf(base, screens), [base, screens]);
  return { base, sections };
}
