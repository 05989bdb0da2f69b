/** The billing feature's public API: writing the ledger in the caller's transaction, invoices for their flow (never its tables). */

// Members for staff (issue 31).
export { houseAccountOwed } from "./adjustment-repository.ts";
// Memberships for staff (issue 32 item 2): a change of plan's proration, through staff's idempotent adjustment.
export { adjustHouseAccount } from "./house-account-adjustment.ts";
export { myInvoice, settleInvoice } from "./invoice-service.ts";
export { orderPaymentLedgerInsert } from "./ledger-repository.ts";
export { ledgerView } from "./ledger-view.ts";
export {
  creditsSource,
  type LedgerPayment,
  type LedgerPurpose,
  orderPaymentLedgerRow,
  paymentSource,
  recordCreditsSpent,
  recordPayment,
  recordPayments,
  recordRefund,
} from "./ledger-writer.ts";
