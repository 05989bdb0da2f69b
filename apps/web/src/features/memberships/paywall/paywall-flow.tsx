import type { SubscriptionTransaction } from "@crest/domain";
import { useReducer } from "react";
import { usePaymentMethodChoice } from "../../wallet/index.ts";
import { PaywallIntro, PaywallOnHold } from "./paywall-intro.tsx";
import { PaywallError, PaywallSuccess } from "./paywall-outcome.tsx";
import { PaywallPay } from "./paywall-pay.tsx";
import { initialPaywallStep, nextPaywallStep } from "./paywall-steps.ts";

/** One failed subscription transaction through the paywall's steps (spec-1 §2.6). */
export function PaywallFlow({ transaction }: { transaction: SubscriptionTransaction }) {
  const [step, dispatch] = useReducer(
    nextPaywallStep,
    transaction.subscription.renewable,
    initialPaywallStep,
  );
  // Held here, not in the pay step: after 'Go Back' the member's chosen method is still chosen.
  const choice = usePaymentMethodChoice();
  switch (step.name) {
    case "onHold":
      return <PaywallOnHold />;
    case "intro":
      return <PaywallIntro onActivate={() => dispatch({ type: "activate" })} />;
    case "pay":
      return (
        <PaywallPay
          transaction={transaction}
          choice={choice}
          onPaid={() => dispatch({ type: "paid" })}
          onFailed={(error) => dispatch({ type: "failed", error })}
        />
      );
    case "success":
      return <PaywallSuccess />;
    case "error":
      return <PaywallError error={step.error} onBack={() => dispatch({ type: "back" })} />;
  }
}
