/** The billing feature's public API: writing the ledger in the caller's transaction, invoices for their flow (never its tables). */

// Members for staff (issue 31).
export { houseAccountOwed } from "./adjustment-repository.ts";
export { myInvoice, settleInvoice } from "./invoice-service.ts";
export { ledgerView } from "./ledger-view.ts";
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
