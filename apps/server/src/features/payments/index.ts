/** The payments feature's public API: processors, payments, refunds and settlement (never its tables). */
export { ensureBankTokenKey, openBankToken, resealBankTokenKey } from "./bank-token-keys.ts";
export { clubSecrets } from "./club-secrets.ts";
export { demoCardPayment, seedDemoCardPayment } from "./demo.ts";
// Reports (issue 32 item 9).
export { failedPaymentsIn } from "./failed-payment-report-repository.ts";
export type {
  DirectDebitLinkSession,
  PaymentProcessor,
  PlaidLinkSession,
  ProcessorCustomer,
  SavedBank,
  SavedCard,
  VerifyOutcome,
} from "./processor.ts";
export {
  bankProcessorOf,
  cardProcessorOf,
  processorConfig,
  processorCustomerFor,
  processorCustomersFor,
  processorFor,
  processorsOf,
  resealProcessorCredentials,
  setProcessorCredentials,
} from "./processors.ts";
export {
  claimRefund,
  type Refund,
  type RefundClaim,
  refundPayment,
  refundStatuses,
  refundUnsettled,
  runRefund,
} from "./refund-service.ts";
export { paymentsSettle } from "./repository.ts";
export { SANDBOX_DEPOSITS, SANDBOX_VERIFY_ATTEMPTS, TEST_CARDS } from "./sandbox/sandbox-cards.ts";
export { setSandboxAvailable } from "./sandbox/sandbox-outage.ts";
export {
  type BatchAnswer,
  type ChargeSource,
  chargePayment,
  chargePayments,
  confirmAuthenticatedPayment,
  failureOf,
  type PaymentOrder,
  resultOf,
  transactionsFor,
  transactionView,
} from "./service.ts";
export { markPaymentSettled, markPaymentsSettled, paymentRefundedError } from "./settlement.ts";
