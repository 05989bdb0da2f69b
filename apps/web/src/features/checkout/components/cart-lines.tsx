import type { Cart } from "@crest/domain";
import { Button, Empty, Flex, InputNumber, List, Typography } from "antd";
import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useAddProductsToCart } from "../../cart/index.ts";

/** The cart's product lines with a quantity stepper within each line's min and max (spec-1 §5). */
export function CartLines({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const format = useFormat();
  const notifyError = useErrorNotifier();
  const change = useAddProductsToCart();
  const lines = cart.items.products;
  if (lines.length === 0) return <Empty description={t("checkout.empty")} />;
  const set = (productId: string | null, variantId: string | null, quantity: number) => {
    if (productId) change.mutate([{ productId, variantId, quantity }], { onError: notifyError });
  };
  return (
    <List
      dataSource={lines}
      renderItem={(line) => (
        <List.Item
          extra={<Typography.Text strong>{format.money(line.price)}</Typography.Text>}
          actions={[
            <InputNumber
              key="quantity"
              aria-label={t("checkout.quantity", { title: line.title })}
              min={Math.max(1, line.minQty)}
              max={line.maxQty > 0 ? line.maxQty : undefined}
              value={line.quantity}
              onChange={(value) =>
                value !== null && value !== line.quantity && set(line.productId, line.variantId, value)
              }
            />,
            <Button key="remove" type="link" onClick={() => set(line.productId, line.variantId, 0)}>
              {t("checkout.remove")}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={line.title}
            description={
              <Flex vertical>
                <span>{`${format.money(line.priceEach)} × ${line.quantity}`}</span>
                <Typography.Text type="secondary">
                  {line.reserved && line.reservedUntil
                    ? t("checkout.reserved", { time: format.time(line.reservedUntil) })
                    : t("checkout.released")}
                </Typography.Text>
              </Flex>
            }
          />
        </List.Item>
      )}
    />
  );
}
