/** Query keys of the wallet feature (all → the wallet, link sessions). */
export const walletKeys = {
  all: ["wallet"] as const,
  detail: () => [...walletKeys.all, "detail"] as const,
  plaidLink: () => [...walletKeys.all, "plaid-link"] as const,
};
