import type { LedgerTransaction, TransactionOrderItem } from "@crest/domain";
import { Descriptions, Flex, List, Typography } from "antd";
import { useFormat } from "../../../lib/format/format-context.tsx";
import type { Formatter } from "../../../lib/format/formatter.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { TransactionStatus } from "./transaction-status.tsx";

/** A local wall-clock time as the provider wrote it ("2026-12-04T19:00:00"), in the club's date format. */
function localText(local: string, format: Formatter): string {
  const [day = "", time = ""] = local.split("T");
  return `${format.date(day)} ${time.slice(0, 5)}`;
}

/** spec-2 §3: an order item by its kind (a booking's start, end and guest; a ticket's start; a product's name). */
function OrderItemLine({ item }: { item: TransactionOrderItem }) {
  const t = useT();
  const format = useFormat();
  const when = [item.startDateLocal, item.endDateLocal]
    .filter((value): value is string => Boolean(value))
    .map((value) => localText(value, format))
    .join(" – ");
  return (
    <Flex justify="space-between" gap={8} wrap style={{ width: "100%" }}>
      <Flex vertical style={{ minWidth: 0, flex: "1 1 180px" }}>
        <Typography.Text>{`${item.quantity} × ${item.title}`}</Typography.Text>
        {when ? <Typography.Text type="secondary">{when}</Typography.Text> : null}
        {item.guest ? (
          <Typography.Text type="secondary">
            {t("billing.guest", { name: item.guest.fullName })}
          </Typography.Text>
        ) : null}
      </Flex>
      <Typography.Text>{format.money(item.price * item.quantity)}</Typography.Text>
    </Flex>
  );
}

/** The transaction details of the drawer (spec-2 §3 Transaction detail fields). */
export function TransactionDetails({
  transaction,
  original,
}: {
  transaction: LedgerTransaction;
  original?: LedgerTransaction | undefined;
}) {
  const t = useT();
  const format = useFormat();
  const method = [
    t(`billing.paymentType.${transaction.paymentType}`),
    transaction.lastFour ? `•••• ${transaction.lastFour}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const items: { key: string; label: string; children: React.ReactNode }[] = [
    {
      key: "status",
      label: t("billing.status"),
      children: <TransactionStatus transaction={transaction} original={original} />,
    },
    { key: "date", label: t("billing.date"), children: format.date(transaction.createdOn) },
    { key: "method", label: t("billing.paymentMethod"), children: method },
    { key: "amount", label: t("billing.amount"), children: format.money(transaction.amount) },
  ];
  if (transaction.amountDue > 0)
    items.push({ key: "due", label: t("billing.amountDue"), children: format.money(transaction.amountDue) });
  if (transaction.dueDate)
    items.push({
      key: "dueDate",
      label: t("billing.dueDate"),
      children: format.date(transaction.dueDate),
    });
  if (transaction.refundedAmount > 0)
    items.push({
      key: "refunded",
      label: t("billing.refunded"),
      children: format.money(transaction.refundedAmount),
    });
  if (transaction.periodStart && transaction.periodEnd)
    items.push({
      key: "period",
      label: t("billing.period"),
      children: `${format.date(transaction.periodStart)} – ${format.date(transaction.periodEnd)}`,
    });
  if (transaction.order?.businessLocation)
    items.push({
      key: "location",
      label: t("billing.location"),
      children: transaction.order.businessLocation.name,
    });
  if (transaction.paidOn)
    items.push({ key: "paid", label: t("billing.paidOn"), children: format.date(transaction.paidOn) });
  return (
    <Flex vertical gap={16}>
      <Descriptions column={1} size="small" bordered items={items} />
      {transaction.order ? (
        <section aria-labelledby="billing-order-items">
          <Typography.Title level={5} id="billing-order-items">
            {t("billing.orderItems", { number: transaction.order.number })}
          </Typography.Title>
          <List
            size="small"
            dataSource={transaction.order.items}
            renderItem={(item) => (
              <List.Item>
                <OrderItemLine item={item} />
              </List.Item>
            )}
          />
        </section>
      ) : null}
    </Flex>
  );
}
