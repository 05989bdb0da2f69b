import { membershipEndpoints, type SubscriptionTransaction } from "@crest/domain";
import { Alert, Card, Flex } from "antd";
import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import {
  PayButton,
  type PaymentMethodChoice,
  PaymentMethodSelector,
  useMethodToPay,
  usePaySubmission,
} from "../../wallet/index.ts";
import { paymentRefusal } from "./payment-refusal.ts";
import { type PaywallFigures, paywallFigures } from "./paywall-figures.ts";
import { PaywallHeading } from "./paywall-heading.tsx";

/** The figures of the pay step as a description list (spec-1 §2.6). */
export function PaywallFigureList({ figures }: { figures: PaywallFigures }) {
  const intl = useIntl();
  const t = useT();
  const format = useFormat();
  const period = (count: number) =>
    intl.formatMessage({ id: `memberships.period.${figures.frequency}` }, { count });
  const rows: [string, string, boolean?][] = [
    [
      t("paywall.pay.rate"),
      intl.formatMessage(
        { id: "paywall.pay.ratePerPeriod" },
        { rate: format.money(figures.rate), period: period(1) },
      ),
    ],
  ];
  if (figures.lastPayment)
    rows.push([
      t("paywall.pay.lastPayment"),
      intl.formatMessage(
        { id: "paywall.pay.lastPaymentOn" },
        {
          amount: format.money(figures.lastPayment.amount),
          date: format.date(figures.lastPayment.day),
        },
      ),
    ]);
  if (figures.tax !== null) rows.push([t("paywall.pay.tax"), format.money(figures.tax)]);
  if (figures.serviceFee !== null) rows.push([t("paywall.pay.serviceFee"), format.money(figures.serviceFee)]);
  rows.push([
    figures.periods === null
      ? t("paywall.pay.balanceDue")
      : intl.formatMessage(
          { id: "paywall.pay.balanceDuePeriods" },
          { count: figures.periods, periods: period(figures.periods) },
        ),
    format.money(figures.balanceDue),
    true,
  ]);
  return (
    <dl className="crest-paywall__figures">
      {rows.map(([label, value, total]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt className={total ? "crest-paywall__total" : undefined}>{label}</dt>
          <dd className={total ? "crest-paywall__total" : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface PaywallPayProps {
  transaction: SubscriptionTransaction;
  choice: PaymentMethodChoice;
  onPaid: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * The pay step (spec-1 §2.6): the plan and its figures, the payment method selector and
 * 'Pay {amount}', through POST /api/transactions/{id}/payments ({id, paymentMethod}) with the
 * wallet's submission (one idempotency key per attempt, 3-D Secure when the card asks for it).
 */
export function PaywallPay({ transaction, choice, onPaid, onFailed }: PaywallPayProps) {
  const intl = useIntl();
  const t = useT();
  const format = useFormat();
  const figures = paywallFigures(transaction);
  const { needsMethod, chooser, methodToPay } = useMethodToPay(choice, onFailed);
  const pay = usePaySubmission({
    endpoint: membershipEndpoints.payTransaction,
    input: ({ method, idempotencyKey }) => ({
      params: { transactionId: transaction.id },
      body: {
        id: transaction.id,
        paymentMethod: { ...method, amount: figures.balanceDue, idempotencyKey },
      },
    }),
  });

  const submit = async () => {
    const method = await methodToPay();
    if (!method) return;
    pay.mutate(method, {
      onSuccess: (result) => (result.success ? onPaid() : onFailed(paymentRefusal(result))),
      onError: onFailed,
    });
  };

  return (
    <Card>
      <Flex vertical gap={20}>
        <PaywallHeading>{t("paywall.pay.heading")}</PaywallHeading>
        <section aria-labelledby="paywall-plan">
          <h2 id="paywall-plan" className="crest-paywall__plan">
            {figures.planTitle}
          </h2>
          <PaywallFigureList figures={figures} />
        </section>
        <section aria-labelledby="paywall-method">
          <h2 id="paywall-method" className="crest-paywall__plan">
            {t("paywall.pay.method")}
          </h2>
          <PaymentMethodSelector choice={chooser} />
        </section>
        {needsMethod ? <Alert type="warning" showIcon title={t("paywall.pay.chooseMethod")} /> : null}
        <PayButton choice={choice} paying={pay.isPending} onPay={() => void submit()}>
          {intl.formatMessage({ id: "paywall.pay.submit" }, { amount: format.money(figures.balanceDue) })}
        </PayButton>
      </Flex>
      {pay.challenge}
    </Card>
  );
}
