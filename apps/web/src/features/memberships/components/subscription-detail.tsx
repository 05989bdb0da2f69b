import type { SubscriptionTransaction } from "@crest/domain";
import { Descriptions, Skeleton, Table, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useCardPayments } from "../api/get-card-payments.ts";
import { useCardSubscription } from "../api/get-card-subscription.ts";

const CHARGE_COLOURS: Record<SubscriptionTransaction["status"], string> = {
  paid: "success",
  pending: "processing",
  retrying: "warning",
  failed: "error",
  void: "default",
};

/**
 * The card's charges (GET …/payments): date, period, amount, outcome. On a phone the table is
 * wider than the drawer: it scrolls inside a region the keyboard reaches (axe:
 * scrollable-region-focusable), never clipped.
 */
function PaymentHistory({
  payments,
  labelledBy,
}: {
  payments: SubscriptionTransaction[];
  labelledBy: string;
}) {
  const t = useT();
  const format = useFormat();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <section aria-labelledby={labelledBy} tabIndex={0} className="crest-payment-history">
      <Table<SubscriptionTransaction>
        rowKey="id"
        size="small"
        dataSource={payments}
        pagination={payments.length > 10 ? { pageSize: 10 } : false}
        // In the text colour: antd's placeholder grey fails contrast (axe, 1.83:1).
        locale={{ emptyText: <Typography.Text>{t("subscription.history.empty")}</Typography.Text> }}
        columns={[
          {
            title: t("subscription.history.date"),
            key: "date",
            render: (_, row) => format.date(row.paidOn ?? row.createdOn),
          },
          {
            title: t("subscription.history.period"),
            key: "period",
            render: (_, row) => `${format.date(row.periodStart)} – ${format.date(row.periodEnd)}`,
          },
          {
            title: t("subscription.history.amount"),
            key: "amount",
            align: "end",
            render: (_, row) => format.money(row.amount),
          },
          {
            title: t("subscription.history.status"),
            key: "status",
            render: (_, row) => (
              <Tag color={CHARGE_COLOURS[row.status]}>{t(`subscription.charge.${row.status}`)}</Tag>
            ),
          },
        ]}
      />
    </section>
  );
}

/** "$425.00 + $29.75 tax = $454.75": what one payment is made of. */
function chargeBreakdown(
  lines: { amount: number; tax: number; service: number },
  money: (minor: number) => string,
  t: (id: string, values?: Record<string, string>) => string,
): string {
  const parts = [
    money(lines.amount),
    ...(lines.tax > 0 ? [t("subscription.taxPart", { amount: money(lines.tax) })] : []),
    ...(lines.service > 0 ? [t("subscription.servicePart", { amount: money(lines.service) })] : []),
  ];
  return `${parts.join(" + ")} = ${money(lines.amount + lines.tax + lines.service)}`;
}

/**
 * The subscription behind a card (GET …/subscription): rate per period, next charge, the method
 * that pays it, and the payment history.
 */
export function SubscriptionDetail({ cardId }: { cardId: string }) {
  const intl = useIntl();
  const t = useT();
  const format = useFormat();
  const { data: subscription, isPending, isError } = useCardSubscription(cardId, true);
  const history = useCardPayments(cardId, true);
  const payments = history.data ?? [];
  let body: ReactNode;
  if (isPending) body = <Skeleton active />;
  else if (isError || !subscription)
    body = <Typography.Paragraph>{t("subscription.loadError")}</Typography.Paragraph>;
  else {
    const period = intl.formatMessage({ id: `memberships.period.${subscription.frequency}` }, { count: 1 });
    const items = [
      {
        key: "rate",
        label: t("subscription.rate"),
        children: intl.formatMessage(
          { id: "paywall.pay.ratePerPeriod" },
          { rate: format.money(subscription.rate), period },
        ),
      },
      {
        // The rate is before tax and fees; each payment is the sum (issue 24: $425.00 vs $454.75).
        key: "charge",
        label: t("subscription.eachCharge"),
        children: chargeBreakdown(subscription.lines, format.money, t),
      },
      {
        key: "next",
        label: t("subscription.nextCharge"),
        children:
          subscription.status === "cancelled" || subscription.status === "inactive"
            ? t("subscription.noNextCharge")
            : format.date(subscription.nextDate),
      },
      {
        key: "status",
        label: t("subscription.status"),
        children: t(`subscription.status.${subscription.status}`),
      },
      {
        key: "method",
        label: t("subscription.paymentMethod"),
        children: subscription.wallet
          ? intl.formatMessage(
              { id: "subscription.paymentMethodValue" },
              { brand: subscription.wallet.brand, lastFour: subscription.wallet.lastFour },
            )
          : t("subscription.noPaymentMethod"),
      },
      {
        key: "auto",
        label: t("subscription.autoCharge"),
        // Automatic payments need a method to charge: without one, nothing is paid automatically.
        children: t(
          !subscription.autoCharge
            ? "subscription.autoCharge.off"
            : subscription.wallet
              ? "subscription.autoCharge.on"
              : "subscription.autoCharge.noMethod",
        ),
      },
      // The last payment shows beside a history that has it, never beside "No payments yet".
      ...(subscription.hasMadePayment && payments.length > 0
        ? [
            {
              key: "last",
              label: t("subscription.lastPayment"),
              children: intl.formatMessage(
                { id: "paywall.pay.lastPaymentOn" },
                {
                  amount: format.money(subscription.lastAmount),
                  date: format.date(subscription.lastDate),
                },
              ),
            },
          ]
        : []),
      ...(subscription.remainingPayments !== null
        ? [{ key: "remaining", label: t("subscription.remaining"), children: subscription.remainingPayments }]
        : []),
    ];
    body = <Descriptions column={1} size="small" bordered items={items} />;
  }
  return (
    <section aria-labelledby={`subscription-${cardId}`}>
      <h2 id={`subscription-${cardId}`} className="crest-membership-section-title">
        {t("subscription.title")}
      </h2>
      {body}
      <h3
        id={`subscription-history-${cardId}`}
        className="crest-membership-section-title"
        style={{ marginTop: 16 }}
      >
        {t("subscription.history")}
      </h3>
      {history.isPending ? (
        <Skeleton active />
      ) : (
        <PaymentHistory payments={payments} labelledBy={`subscription-history-${cardId}`} />
      )}
    </section>
  );
}
