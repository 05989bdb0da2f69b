/** The wallet as a whole (spec-1 §7 GET /api/account/wallet) and adding a method by token type. */
import type { AddWalletMethod, BankAccount, Card, Wallet } from "@crest/domain";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { clubSecrets, ensureBankTokenKey } from "../payments/index.ts";
import { addGoCardlessBank, addPlaidBank, listBanks } from "./bank-service.ts";
import { isHouseAccountEnabled } from "./house-account-repository.ts";
import { houseAccountEntry } from "./method-views.ts";
import { addCard, listCards } from "./payment-card-service.ts";

/** Cards and banks together, and the house account when it is enabled (spec-1 §6). */
export async function getWallet(context: ServiceContext): Promise<Wallet> {
  const [cards, banks, house] = await Promise.all([
    listCards(context),
    listBanks(context),
    isHouseAccountEnabled(context.scope, customerIdOf(context)),
  ]);
  // A club set up without the demo gets its bank-sealing key on first use, published in /config.
  const key = await ensureBankTokenKey(context.scope, clubSecrets(context));
  if (key.created) await context.platform.tenants.announceChange(context.tenant.domainId);
  return { cards, banks, houseAccount: house ? houseAccountEntry(context.tenant.config.company.name) : null };
}

/** spec-1 §7 add method: a card token, a Plaid public token or a GoCardless billing request. */
export async function addWalletMethod(
  context: ServiceContext,
  input: AddWalletMethod,
): Promise<Card | BankAccount> {
  switch (input.tokenType) {
    case "card":
      return addCard(context, input);
    case "plaid":
      return addPlaidBank(context, input);
    case "gocardless":
      return addGoCardlessBank(context, input);
  }
}
