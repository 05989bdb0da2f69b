import type { Cart, CartItem } from "@crest/domain";
import { Button, Empty, Flex, InputNumber, Typography } from "antd";
import { ImageWithFallback } from "../../../components/media/index.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useSetCartLines } from "../../cart/index.ts";

const LIST = { listStyle: "none", margin: 0, padding: 0 } as const;
const LINE = { paddingBlock: 12, borderBlockEnd: "1px solid rgba(0, 0, 0, 0.06)" } as const;
const THUMBNAIL = { width: 64, height: 64, objectFit: "cover", borderRadius: 4, flex: "none" } as const;

/**
 * The cart's lines of every kind (products first, then tickets, reservations and appointments;
 * spec-1 §5 quantities within each line's min and max), each changed through its provider's
 * route with the line's own `change`; a line of fixed quantity (tickets named per attendee) is
 * only removed here. Each line
 * stacks on a phone: thumbnail beside the title and price, then the quantity and Remove on a
 * row of their own, so no text is squeezed into a narrow column.
 */
export function CartLines({ cart }: { cart: Cart }) {
  const t = useT();
  const format = useFormat();
  const notifyError = useErrorNotifier();
  const change = useSetCartLines();
  const { products, tickets, reservations, appointments } = cart.items;
  const lines = [...products, ...tickets, ...reservations, ...appointments];
  if (lines.length === 0) return <Empty description={t("checkout.empty")} />;
  const set = (line: CartItem, quantity: number) => {
    if (line.change)
      change.mutate({ kind: line.kind, items: [{ ...line.change, quantity }] }, { onError: notifyError });
  };
  return (
    <ul style={LIST} aria-label={t("checkout.cart")}>
      {lines.map((line) => (
        <li key={line.id} style={LINE}>
          <Flex gap={12} align="flex-start">
            <ImageWithFallback src={line.photo} alt="" width={64} height={64} style={THUMBNAIL} />
            <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Flex justify="space-between" gap={8}>
                <Typography.Text strong style={{ overflowWrap: "anywhere" }}>
                  {line.title}
                </Typography.Text>
                <Typography.Text strong style={{ whiteSpace: "nowrap" }}>
                  {format.money(line.price)}
                </Typography.Text>
              </Flex>
              <Typography.Text type="secondary">{`${format.money(line.priceEach)} × ${line.quantity}`}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {line.reserved && line.reservedUntil
                  ? t("checkout.reserved", { time: format.time(line.reservedUntil) })
                  : t("checkout.released")}
              </Typography.Text>
              {line.change ? (
                <Flex gap={8} align="center" wrap style={{ marginBlockStart: 4 }}>
                  {line.fixedQuantity ? null : (
                    <InputNumber
                      aria-label={t("checkout.quantity", { title: line.title })}
                      min={Math.max(1, line.minQty)}
                      max={line.maxQty > 0 ? line.maxQty : undefined}
                      value={line.quantity}
                      onChange={(value) => value !== null && value !== line.quantity && set(line, value)}
                      style={{ width: 88 }}
                    />
                  )}
                  <Button type="link" onClick={() => set(line, 0)}>
                    {t("checkout.remove")}
                  </Button>
                </Flex>
              ) : null}
            </Flex>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
