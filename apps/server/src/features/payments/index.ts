/** The payments feature's public API: processors and the payments service (never its tables). */
export { ensureBankTokenKey, openBankToken } from "./bank-token-keys.ts";
export { demoCardPayment, seedDemoCardPayment } from "./demo.ts";
export {
  type BatchAnswer,
  type ChargeSource,
  chargePayment,
  chargePayments,
  confirmAuthenticatedPayment,
  failureOf,
  type PaymentOrder,
  refundPayment,
  resultOf,
  transactionsFor,
  transactionView,
} from "./payment-service.ts";
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
  setProcessorCredentials,
} from "./processors.ts";
export { SANDBOX_DEPOSITS, SANDBOX_VERIFY_ATTEMPTS, TEST_CARDS } from "./sandbox/sandbox-cards.ts";
