import type { Order, OrderDining, OrderItem, PaymentTransaction } from "@crest/domain";
import { Descriptions, type DescriptionsProps, Flex, Grid, List, Table, Tag, Typography } from "antd";
import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format/format-context.tsx";
import type { Formatter } from "../../../lib/format/formatter.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { brandLabel } from "../../wallet/index.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";

/** spec-1 §9: only items priced above 0 are listed. */
export const listedItems = (order: Order): OrderItem[] => order.items.filter((item) => item.price > 0);

/** spec-1 §9: subtotal, discount, tip, shipping and service fee only when above 0; tax and total always. */
export function summaryLines(order: Order): { id: string; amount: number }[] {
  const optional = [
    { id: "orders.subtotal", amount: order.subTotal },
    { id: "orders.discount", amount: -order.discountTotal },
    { id: "orders.tip", amount: order.tipTotal },
    { id: "orders.shipping", amount: order.shippingTotal },
    { id: "orders.serviceFee", amount: order.serviceFeeTotal },
    { id: "orders.credits", amount: -order.creditsApplied },
  ].filter((line) => line.amount !== 0);
  const credits = optional.findIndex((line) => line.id === "orders.credits");
  const withoutCredits = credits >= 0 ? optional.filter((_, index) => index !== credits) : optional;
  return [
    ...withoutCredits,
    { id: "orders.tax", amount: order.taxTotal },
    { id: "orders.total", amount: order.total },
    ...(credits >= 0 ? [optional[credits] as { id: string; amount: number }] : []),
  ];
}

/** A payment's method as the member knows it: "Visa •••• 4242"; the house account by its name. */
export const methodLabel = (transaction: Pick<PaymentTransaction, "brand" | "lastFour">): string =>
  transaction.lastFour
    ? `${brandLabel(transaction.brand)} •••• ${transaction.lastFour}`
    : brandLabel(transaction.brand);

/**
 * What the order charged and to which method (the payment that went through), after the credits:
 * null when nothing was charged (credits paid it all, or nothing was due).
 */
export function chargeLine(
  order: Order,
  transactions: PaymentTransaction[],
): { amount: number; method: string | null } | null {
  if (order.charge <= 0) return null;
  const paid = transactions.find(
    (transaction) => transaction.status === "succeeded" || transaction.status === "refunded",
  );
  return { amount: order.charge, method: paid ? methodLabel(paid) : null };
}

/**
 * How a food-and-beverage order is served, as the order keeps it (issue 24 item 6): the pickup
 * location by name and address and the time in the club's zone (the one its opening hours are
 * in), or the table or slip number. Label ids and values, in the drawer's order.
 */
export function diningLines(dining: OrderDining, format: Formatter): { id: string; value: string }[] {
  const service = { id: "orders.diningService", value: `orders.dining.${dining.type}` };
  if (dining.type !== "pickup")
    return [service, { id: `orders.${dining.type}Number`, value: dining.place ?? "" }];
  return [
    service,
    {
      id: "orders.pickupLocation",
      value: [dining.locationName, dining.address].filter(Boolean).join(" · "),
    },
    ...(dining.at ? [{ id: "orders.pickupTime", value: format.dateTime(dining.at) }] : []),
  ];
}

/** A titled section of the drawer holding label and value lines. */
function LinesSection({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: DescriptionsProps["items"];
}) {
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={3} id={id}>
        {title}
      </Typography.Title>
      <Descriptions column={1} size="small" items={items} />
    </section>
  );
}

/** The dining choice's section: the service in words, then where and when. */
function DiningSection({ dining }: { dining: OrderDining }) {
  const t = useT();
  const format = useFormat();
  return (
    <LinesSection
      id="order-dining"
      title={t("orders.dining")}
      items={diningLines(dining, format).map((line) => ({
        key: line.id,
        label: t(line.id),
        children: line.id === "orders.diningService" ? t(line.value) : line.value,
      }))}
    />
  );
}

function Price({ item }: { item: OrderItem }) {
  const format = useFormat();
  const text = format.money(item.subTotal);
  return <Typography.Text delete={item.status === "cancelled"}>{text}</Typography.Text>;
}

function ItemTitle({ item }: { item: OrderItem }) {
  const intl = useIntl();
  const format = useFormat();
  const partly = item.status === "active" && item.cancelledQuantity > 0;
  return (
    <Flex gap={8} wrap align="center">
      <span>{item.title}</span>
      {item.status === "cancelled" && <Tag color="red">{intl.formatMessage({ id: "orders.cancelled" })}</Tag>}
      {partly && (
        <Tag color="orange">
          {intl.formatMessage(
            { id: "orders.partlyCancelled" },
            {
              cancelled: item.cancelledQuantity,
              quantity: item.quantity,
              refunded: format.money(item.refundedAmount),
            },
          )}
        </Tag>
      )}
    </Flex>
  );
}

/** The order details drawer's content (spec-1 §2.7, §9); a table from LG (992 px), a list below. */
export function OrderDetails({ order, transactions }: { order: Order; transactions: PaymentTransaction[] }) {
  const intl = useIntl();
  const t = useT();
  const format = useFormat();
  const { lg } = Grid.useBreakpoint();
  const items = listedItems(order);
  const charged = chargeLine(order, transactions);
  return (
    <Flex vertical gap={24}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: "number", label: t("orders.number"), children: order.number },
          { key: "status", label: t("orders.status"), children: <OrderStatusBadge status={order.status} /> },
          { key: "placed", label: t("orders.placedOn"), children: format.dateTime(order.createdOn) },
          {
            key: "via",
            label: t("orders.via"),
            children: order.via === "portal" ? t("orders.via.portal") : order.via,
          },
        ]}
      />
      {order.hasProducts && order.shippingAddress && (
        <LinesSection
          id="order-delivery"
          title={t("orders.delivery")}
          items={[
            { key: "name", label: t("orders.name"), children: order.shippingAddress.name },
            { key: "method", label: t("orders.method"), children: order.shippingAddress.method },
            { key: "address", label: t("orders.address"), children: order.shippingAddress.address },
          ]}
        />
      )}
      {order.dining && <DiningSection dining={order.dining} />}
      <section aria-labelledby="order-detail">
        <Typography.Title level={3} id="order-detail">
          {t("orders.details")}
        </Typography.Title>
        {lg ? (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={items}
            columns={[
              { key: "title", title: t("orders.item"), render: (_, item) => <ItemTitle item={item} /> },
              { key: "quantity", title: t("orders.quantity"), dataIndex: "quantity", align: "right" },
              {
                key: "price",
                title: t("orders.price"),
                align: "right",
                render: (_, item) => <Price item={item} />,
              },
            ]}
          />
        ) : (
          <List
            dataSource={items}
            renderItem={(item) => (
              <List.Item extra={<Price item={item} />}>
                <List.Item.Meta
                  title={<ItemTitle item={item} />}
                  description={`${t("orders.quantity")} ${item.quantity}`}
                />
              </List.Item>
            )}
          />
        )}
        <dl className="order-summary">
          {summaryLines(order).map((line) => (
            <Flex key={line.id} justify="space-between">
              <dt>{t(line.id)}</dt>
              <dd style={{ margin: 0 }}>{format.money(line.amount)}</dd>
            </Flex>
          ))}
          {charged ? (
            <Flex justify="space-between" gap={8}>
              <dt>
                <Typography.Text strong>
                  {charged.method
                    ? intl.formatMessage({ id: "orders.chargedTo" }, { method: charged.method })
                    : t("orders.charged")}
                </Typography.Text>
              </dt>
              <dd style={{ margin: 0 }}>
                <Typography.Text strong>{format.money(charged.amount)}</Typography.Text>
              </dd>
            </Flex>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="order-transactions">
        <Typography.Title level={3} id="order-transactions">
          {t("orders.transactions")}
        </Typography.Title>
        {transactions.length === 0 ? (
          <Typography.Text type="secondary">{t("orders.noTransactions")}</Typography.Text>
        ) : (
          <List
            dataSource={transactions}
            renderItem={(transaction) => (
              <List.Item extra={format.money(transaction.amount)}>
                <List.Item.Meta
                  title={methodLabel(transaction)}
                  description={`${format.dateTime(transaction.createdOn)} · ${t(`orders.payment.${transaction.status}`)}`}
                />
              </List.Item>
            )}
          />
        )}
      </section>
    </Flex>
  );
}
