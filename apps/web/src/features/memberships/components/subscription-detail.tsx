import type { SubscriptionTransaction } from "@crest/domain";
import { Descriptions, Skeleton, Table, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useCardPayments } from "../api/get-card-payments.ts";
import { useCardSubscription } from "../api/get-card-subscription.ts";
import { formatCalendarDay } from "./calendar-day.ts";

const CHARGE_COLOURS: Record<SubscriptionTransaction["status"], string> = {
  paid: "success",
  pending: "processing",
  retrying: "warning",
  failed: "error",
  void: "default",
};

/** The card's charges (GET …/payments): date, period, amount, outcome. */
function PaymentHistory({ cardId }: { cardId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useFormat();
  const { data: payments, isPending } = useCardPayments(cardId, true);
  if (isPending) return <Skeleton active />;
  return (
    <Table<SubscriptionTransaction>
      rowKey="id"
      size="small"
      dataSource={payments ?? []}
      pagination={(payments?.length ?? 0) > 10 ? { pageSize: 10 } : false}
      locale={{ emptyText: t("subscription.history.empty") }}
      scroll={{ x: true }}
      columns={[
        {
          title: t("subscription.history.date"),
          key: "date",
          render: (_, row) => format.date(row.paidOn ?? row.createdOn),
        },
        {
          title: t("subscription.history.period"),
          key: "period",
          render: (_, row) =>
            `${formatCalendarDay(row.periodStart, format.dateFormat)} – ${formatCalendarDay(row.periodEnd, format.dateFormat)}`,
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
  );
}

/**
 * The subscription behind a card (GET …/subscription): rate per period, next charge, the method
 * that pays it, and the payment history.
 */
export function SubscriptionDetail({ cardId }: { cardId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useFormat();
  const { data: subscription, isPending, isError } = useCardSubscription(cardId, true);
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
        key: "next",
        label: t("subscription.nextCharge"),
        children:
          subscription.status === "cancelled" || subscription.status === "inactive"
            ? t("subscription.noNextCharge")
            : formatCalendarDay(subscription.nextDate, format.dateFormat),
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
        children: t(subscription.autoCharge ? "subscription.autoCharge.on" : "subscription.autoCharge.off"),
      },
      ...(subscription.hasMadePayment
        ? [
            {
              key: "last",
              label: t("subscription.lastPayment"),
              children: intl.formatMessage(
                { id: "paywall.pay.lastPaymentOn" },
                {
                  amount: format.money(subscription.lastAmount),
                  date: formatCalendarDay(subscription.lastDate, format.dateFormat),
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
      <h3 className="crest-membership-section-title" style={{ marginTop: 16 }}>
        {t("subscription.history")}
      </h3>
      <PaymentHistory cardId={cardId} />
    </section>
  );
}
