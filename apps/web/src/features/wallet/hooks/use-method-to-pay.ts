import { useState } from "react";
import type { PaymentMethodChoice } from "../components/payment-method-selector.tsx";
import type { PayInput } from "./use-pay-submission.tsx";

/** antd's validateFields rejects with the fields that failed their rules. */
const isFormCheck = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "errorFields" in error;

/**
 * What a pay button needs of the member's choice of method (the invoice and the paywall): the
 * method as a submission, or null when there is none to send. With nothing chosen it says so
 * (`needsMethod`, until the next choice). A new card's missing fields are shown beside them;
 * anything else (the processor refusing the card number) is the payment failing, told to
 * `onFailed`.
 */
export function useMethodToPay(choice: PaymentMethodChoice, onFailed: (error: unknown) => void) {
  const [needsMethod, setNeedsMethod] = useState(false);
  const chooser: PaymentMethodChoice = {
    ...choice,
    select: (next) => {
      setNeedsMethod(false);
      choice.select(next);
    },
  };
  const methodToPay = async (): Promise<PayInput | null> => {
    if (!choice.selected) {
      setNeedsMethod(true);
      return null;
    }
    try {
      return await choice.toSubmission();
    } catch (error) {
      if (!isFormCheck(error)) onFailed(error);
      return null;
    }
  };
  return { needsMethod, chooser, methodToPay };
}
