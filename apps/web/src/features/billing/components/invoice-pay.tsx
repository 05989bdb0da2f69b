import type { LedgerTransaction } from "@crest/domain";
import { Alert, Button, Flex, Typography } from "antd";
import { useState } from "react";
import { ApiError } from "../../../lib/api-error.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { PaymentMethodSelector, usePaymentMethodChoice } from "../../wallet/index.ts";
import { usePayInvoice } from "../api/pay-invoice.ts";

const isFormCheck = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "errorFields" in error;

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
  const [needsMethod, setNeedsMethod] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async () => {
    setFailure(null);
    if (!choice.selected) {
      setNeedsMethod(true);
      return;
    }
    let method: Awaited<ReturnType<typeof choice.toSubmission>>;
    try {
      method = await choice.toSubmission();
    } catch (error) {
      if (!isFormCheck(error)) setFailure(error);
      return;
    }
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
        <PaymentMethodSelector
          choice={{
            ...choice,
            select: (next) => {
              setNeedsMethod(false);
              choice.select(next);
            },
          }}
          preselectDefault
          withoutHouseAccount
        />
        {needsMethod ? <Alert type="warning" showIcon title={t("billing.chooseMethod")} /> : null}
        {failure ? <ErrorAlert error={failure} /> : null}
        <Button
          type="primary"
          size="large"
          block
          disabled={choice.waiting}
          loading={pay.isPending}
          onClick={() => void submit()}
        >
          {t("billing.pay", { amount: format.money(invoice.amountDue) })}
        </Button>
      </Flex>
      {pay.challenge}
    </section>
  );
}
