/** The billing feature's public API: writing the ledger in the caller's transaction (never its tables). */
export {
  creditsSource,
  type LedgerPayment,
  type LedgerPurpose,
  paymentSource,
  recordCreditsSpent,
  recordPayment,
  recordPayments,
  recordRefund,
} from "./ledger-writer.ts";
