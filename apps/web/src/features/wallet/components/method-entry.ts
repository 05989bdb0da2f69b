import type { BankAccount, Card, HouseAccountEntry, Wallet } from "@crest/domain";

/** One entry of the wallet list: a card, a bank account or the house account. */
export type MethodEntry =
  | { kind: "card"; id: string; method: Card }
  | { kind: "bank"; id: string; method: BankAccount }
  | { kind: "houseAccount"; id: string; method: HouseAccountEntry };

/**
 * The wallet as one list: the house account first (the list shows 6 a page, and the club's own
 * account must never fall onto page 2; issue 24), then cards, then banks.
 */
export function entriesOf(wallet: Wallet, withHouseAccount = true): MethodEntry[] {
  return [
    ...(withHouseAccount && wallet.houseAccount
      ? [{ kind: "houseAccount" as const, id: wallet.houseAccount.id, method: wallet.houseAccount }]
      : []),
    ...wallet.cards.map((method) => ({ kind: "card" as const, id: method.id, method })),
    ...wallet.banks.map((method) => ({ kind: "bank" as const, id: method.id, method })),
  ];
}

/** Whether a method can be made the default: a card or a verified bank that is not already it. */
export const canMakeDefault = (entry: MethodEntry): boolean =>
  entry.kind !== "houseAccount" &&
  entry.method.billingUse !== "default" &&
  (entry.kind === "card" || entry.method.verified);

/** spec-1 §9: the payment method list shows 6 a page. */
export const METHOD_PAGE_SIZE = 6;
