import type { Cart } from "@crest/domain";
import { Flex, Tag, Typography } from "antd";
import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format/format-context.tsx";

/** The server's totals (never computed here): lines above 0, then total and total due. */
export function CartSummary({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useFormat();
  const lines = [
    { id: "checkout.subtotal", amount: cart.subTotal, always: true },
    { id: "checkout.discount", amount: -cart.discountTotal, always: false },
    { id: "checkout.shipping", amount: cart.shipping, always: false },
    { id: "checkout.handling", amount: cart.handlingTotal, always: false },
    { id: "checkout.tax", amount: cart.taxTotal, always: true },
    { id: "checkout.total", amount: cart.total, always: true },
  ].filter((line) => line.always || line.amount !== 0);
  return (
    <section aria-labelledby="checkout-summary">
      <Typography.Title level={2} id="checkout-summary">
        {t("checkout.summary")}
      </Typography.Title>
      {cart.discountItems.map((item) => (
        <Tag key={item.message}>{item.message}</Tag>
      ))}
      <dl>
        {lines.map((line) => (
          <Flex key={line.id} justify="space-between">
            <dt>{t(line.id)}</dt>
            <dd style={{ margin: 0 }}>{format.money(line.amount)}</dd>
          </Flex>
        ))}
        {cart.totalDue !== cart.total && (
          <Flex justify="space-between">
            <dt>{t("checkout.totalDue")}</dt>
            <dd style={{ margin: 0 }}>{format.money(cart.totalDue)}</dd>
          </Flex>
        )}
      </dl>
    </section>
  );
}
