import { useMemo } from "react";
import { useScreens } from "../../lib/routing/screens.ts";
import { useBasePath } from "./use-shell-paths.ts";

/** One section of the account area (spec-2 §2), and the screens that may stand for it, in order. */
interface AccountSectionRow {
  key: "profile" | "memberships" | "wallet" | "addresses" | "billing" | "perks" | "surveys";
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
];

export interface AccountSection {
  key: AccountSectionRow["key"];
  /** Where its link goes, under the club's account path. */
  to: string;
}

/** The account sections that have a screen, each linking to it (the account tabs and the menu). */
export function useAccountSections(): { base: string; sections: AccountSection[] } {
  const base = useBasePath("account", "/account");
  const screens = useScreens();
  const sections = useMemo(
    () =>
      ACCOUNT_SECTION_ROWS.flatMap(({ key, targets }) => {
        const target = targets.find(({ rowId }) => screens.has(rowId));
        return target ? [{ key, to: `${base}/${target.path}` }] : [];
      }),
    [base, screens],
  );
  return { base, sections };
}
