/** The wallet's pieces other features embed: the payment method selector and paying with 3-D Secure. */
export { BrandIcon, brandLabel } from "./components/brand-icon.tsx";
export { PayButton } from "./components/pay-button.tsx";
export {
  type PaymentMethodChoice,
  PaymentMethodSelector,
  usePaymentMethodChoice,
} from "./components/payment-method-selector.tsx";
export { useMethodToPay } from "./hooks/use-method-to-pay.ts";
export { type PayInput, usePaySubmission } from "./hooks/use-pay-submission.tsx";
