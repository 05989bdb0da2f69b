/**
 * Plaid, through its official SDK: Link sessions (link token → the member picks an account →
 * public token exchanged for an access token), the account's mask and bank, and ACH debits
 * through Plaid Transfer (authorization, then transfer, each with an idempotency key). Plaid
 * holds no cards. `apiBase` points the SDK elsewhere (tests: a local fake of Plaid's API).
 */
import { toMajorUnits } from "@crest/domain";
import {
  ACHClass,
  Configuration,
  CountryCode,
  PlaidApi,
  PlaidEnvironments,
  Products,
  TransferAuthorizationDecision,
  TransferNetwork,
  TransferType,
} from "plaid";
import type { ChargeOutcome, PaymentProcessor } from "../processor.ts";
import { notSupported, providerFailure } from "../processor.ts";
import type { ProviderCredentials } from "./stripe-processor.ts";

/** A saved Plaid account: the item's access token and the account, kept together. */
const refOf = (accessToken: string, accountId: string) => `${accessToken}|${accountId}`;
const partsOf = (ref: string) => {
  const [accessToken = "", accountId = ""] = ref.split("|");
  return { accessToken, accountId };
};

export function plaidClient({ secret, apiBase, options }: ProviderCredentials): PlaidApi {
  const basePath =
    apiBase ?? PlaidEnvironments[options.environment ?? "sandbox"] ?? PlaidEnvironments.sandbox;
  return new PlaidApi(
    new Configuration({
      basePath,
      baseOptions: { headers: { "PLAID-CLIENT-ID": options.clientId ?? "", "PLAID-SECRET": secret } },
    }),
  );
}

/** Axios errors carry Plaid's error object; anything else is rethrown as it is. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const plaid = (error as { response?: { data?: { error_message?: string } } }).response?.data;
    if (plaid?.error_message) throw providerFailure(plaid.error_message);
    throw error;
  }
}

export function plaidProcessor(credentials: ProviderCredentials, currency: string): PaymentProcessor {
  const plaid = plaidClient(credentials);
  const clientName = credentials.options.clientName ?? "Crest";

  return {
    integration: "plaid",
    verifyAttemptLimit: 0,
    ensureCustomer: async (customer) => customer.customerId,
    attachCard: notSupported,
    detachCard: notSupported,
    updateCard: notSupported,
    createCardSetup: notSupported,
    createCardSession: notSupported,
    confirmCharge: notSupported,
    addBankAccount: notSupported,
    verifyBankAccount: notSupported,
    createDirectDebitLink: notSupported,
    completeDirectDebitLink: notSupported,

    createPlaidLink: (customer, back) =>
      guarded(async () => {
        const { data } = await plaid.linkTokenCreate({
          client_name: clientName,
          language: "en",
          country_codes: [CountryCode.Us],
          user: { client_user_id: customer.customerId },
          products: [Products.Auth, Products.Transfer],
          ...(back.redirectUri.startsWith("https:") ? { redirect_uri: back.redirectUri } : {}),
        });
        return {
          linkToken: data.link_token,
          requestId: data.request_id,
          expiration: new Date(data.expiration),
          linkUrl: null,
        };
      }),

    completePlaidLink: (_customer, publicToken, accountId) =>
      guarded(async () => {
        const { data: exchange } = await plaid.itemPublicTokenExchange({ public_token: publicToken });
        const { data } = await plaid.accountsGet({
          access_token: exchange.access_token,
          options: { account_ids: [accountId] },
        });
        const account = data.accounts.find((candidate) => candidate.account_id === accountId);
        if (!account) throw providerFailure("Plaid did not return the chosen account");
        const institutionId = data.item.institution_id;
        const bankName = institutionId
          ? (
              await plaid.institutionsGetById({
                institution_id: institutionId,
                country_codes: [CountryCode.Us],
              })
            ).data.institution.name
          : (account.official_name ?? account.name);
        return {
          providerRef: refOf(exchange.access_token, accountId),
          bankName,
          lastFour: account.mask ?? "",
          accountHolderName: account.official_name ?? account.name,
          accountType: "individual" as const,
          verified: true,
        };
      }),

    async charge(request): Promise<ChargeOutcome> {
      if (request.source.kind !== "bank") return notSupported();
      const { accessToken, accountId } = partsOf(request.source.providerRef);
      const amount = toMajorUnits(request.amount, currency).toFixed(2);
      return guarded(async () => {
        const { data: auth } = await plaid.transferAuthorizationCreate({
          access_token: accessToken,
          account_id: accountId,
          type: TransferType.Debit,
          network: TransferNetwork.Ach,
          amount,
          ach_class: ACHClass.Web,
          user: { legal_name: request.customer.name, email_address: request.customer.email },
          idempotency_key: `${request.idempotencyKey}-auth`.slice(0, 50),
        });
        if (auth.authorization.decision !== TransferAuthorizationDecision.Approved)
          return {
            status: "failed",
            code: "payment_failed",
            message: auth.authorization.decision_rationale?.description ?? "The bank transfer was declined.",
          };
        const { data } = await plaid.transferCreate({
          access_token: accessToken,
          account_id: accountId,
          authorization_id: auth.authorization.id,
          description: request.description.slice(0, 15) || "Payment",
          idempotency_key: request.idempotencyKey.slice(0, 50),
        });
        return { status: "succeeded", providerPaymentId: data.transfer.id };
      });
    },

    refund: (providerPaymentId, amount, idempotencyKey) =>
      guarded(async () => {
        const { data } = await plaid.transferRefundCreate({
          transfer_id: providerPaymentId,
          amount: toMajorUnits(amount, currency).toFixed(2),
          idempotency_key: idempotencyKey.slice(0, 50),
        });
        return { refundId: data.refund.id };
      }),

    removeBankAccount: (providerRef) =>
      guarded(async () => void (await plaid.itemRemove({ access_token: partsOf(providerRef).accessToken }))),
  };
}
