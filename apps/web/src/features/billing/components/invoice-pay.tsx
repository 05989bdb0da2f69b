import type { LedgerTransaction } from "@crest/domain";
import { Alert, Flex, Typography } from "antd";
import { useState } from "react";
import { ApiError } from "../../../lib/api-error.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import {
  PayButton,
  PaymentMethodSelector,
  useMethodToPay,
  usePaymentMethodChoice,
} from "../../wallet/index.ts";
import { usePayInvoice } from "../api/pay-invoice.ts";

/**
 * Pay for an invoice (spec-2 §4 Invoice payment): the wallet's methods (not the house account
 * the invoice collects), Pay {amount}; on success the invoice is read again, its balance zero.
 * A refusal is said in the drawer, above the button (docs/member-experience.md).
 */
export function InvoicePay({ invoice, onPaid }: { invoice: LedgerTransaction; onPaid: () => void }) {
  const t = useT();
  const format = useFormat();
  const choice = usePaymentMethodChoice();
  const { pay, refresh } = usePayInvoice(invoice);
  const [failure, setFailure] = useState<unknown>(null);
  const { needsMethod, chooser, methodToPay } = useMethodToPay(choice, setFailure);

  const submit = async () => {
    setFailure(null);
    const method = await methodToPay();
    if (!method) return;
    pay.mutate(method, {
      onSuccess: async (result) => {
        if (!result.success) {
          const message = result.error?.message ?? t("billing.payFailed");
          setFailure(
            new ApiError(402, {
              code: "card_declined",
              title: message,
              errorMessage: message,
              errorDescription: message,
            }),
          );
          return;
        }
        await refresh();
        onPaid();
      },
      onError: setFailure,
    });
  };

  return (
    <section aria-labelledby="billing-pay">
      <Flex vertical gap={16}>
        <Typography.Title level={5} id="billing-pay">
          {t("billing.payHeading")}
        </Typography.Title>
        <PaymentMethodSelector choice={chooser} preselectDefault withoutHouseAccount />
        {needsMethod ? <Alert type="warning" showIcon title={t("billing.chooseMethod")} /> : null}
        {failure ? <ErrorAlert error={failure} /> : null}
        <PayButton choice={choice} paying={pay.isPending} onPay={() => void submit()}>
          {t("billing.pay", { amount: format.money(invoice.amountDue) })}
        </PayButton>
      </Flex>
      {pay.challenge}
    </section>
  );
}
