import { Button } from "antd";
import type { ReactNode } from "react";
import type { PaymentMethodChoice } from "./payment-method-selector.tsx";

/**
 * A paying screen's main button (checkout, an invoice, the paywall): it waits while the member's
 * methods load, so a tap before the default card is chosen is not lost to "choose a method".
 */
export function PayButton({
  choice,
  paying,
  disabled = false,
  onPay,
  children,
}: {
  choice: Pick<PaymentMethodChoice, "waiting">;
  paying: boolean;
  disabled?: boolean;
  onPay: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="primary"
      size="large"
      block
      disabled={disabled || choice.waiting}
      loading={paying}
      onClick={onPay}
    >
      {children}
    </Button>
  );
}
