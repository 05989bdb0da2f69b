import type { BankAccount, Card, HouseAccountEntry, Wallet } from "@crest/domain";

/** One entry of the wallet list: a card, a bank account or the house account. */
export type MethodEntry =
  | { kind: "card"; id: string; method: Card }
  | { kind: "bank"; id: string; method: BankAccount }
  | { kind: "houseAccount"; id: string; method: HouseAccountEntry };

/** The wallet as one list: cards, then banks, then the house account. */
export function entriesOf(wallet: Wallet, withHouseAccount = true): MethodEntry[] {
  return [
    ...wallet.cards.map((method) => ({ kind: "card" as const, id: method.id, method })),
    ...wallet.banks.map((method) => ({ kind: "bank" as const, id: method.id, method })),
    ...(withHouseAccount && wallet.houseAccount
      ? [{ kind: "houseAccount" as const, id: wallet.houseAccount.id, method: wallet.houseAccount }]
      : []),
  ];
}

/** spec-1 §9: the payment method list shows 6 a page. */
export const METHOD_PAGE_SIZE = 6;
