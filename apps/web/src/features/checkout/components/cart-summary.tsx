import type { Cart } from "@crest/domain";
import { Flex, Tag, Typography } from "antd";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { brandLabel, type PaymentMethodChoice } from "../../wallet/index.ts";

export interface CartSummaryProps {
  cart: Cart;
  /** "Use my house credits first" is ticked. */
  useCredits: boolean;
  /** The payment method chosen, to say where the rest is charged. */
  method: PaymentMethodChoice["selected"];
}

const ROW = { margin: 0 } as const;

/**
 * The order summary before Place Order: the server's totals (never computed here), then what the
 * member's house credits take off (the server's allocation rule: they pay in turn until the total
 * due is covered, spec-2 §5) and what is charged to the chosen method. Ticking the credits box
 * changes it at once, so the real charge is known before the bank's dialog.
 */
export function CartSummary({ cart, useCredits, method }: CartSummaryProps) {
  const t = useT();
  const format = useFormat();
  const credits = useCredits ? Math.min(cart.houseCredits, cart.totalDue) : 0;
  const charge = cart.totalDue - credits;
  const rows: { id: string; label: string; value: string }[] = [
    { id: "subtotal", label: t("checkout.subtotal"), value: format.money(cart.subTotal) },
  ];
  if (cart.discountTotal !== 0)
    rows.push({ id: "discount", label: t("checkout.discount"), value: format.money(-cart.discountTotal) });
  if (cart.needsShipping || cart.shipping !== 0)
    rows.push({
      id: "shipping",
      label: t("checkout.shipping"),
      value:
        cart.needsShipping && cart.shippingChoice === null
          ? t("checkout.shippingToChoose")
          : format.money(cart.shipping),
    });
  if (cart.handlingTotal !== 0)
    rows.push({ id: "handling", label: t("checkout.handling"), value: format.money(cart.handlingTotal) });
  rows.push({ id: "tax", label: t("checkout.tax"), value: format.money(cart.taxTotal) });
  rows.push({ id: "total", label: t("checkout.total"), value: format.money(cart.total) });
  if (cart.totalDue !== cart.total)
    rows.push({ id: "totalDue", label: t("checkout.totalDue"), value: format.money(cart.totalDue) });
  if (credits > 0)
    rows.push({ id: "credits", label: t("checkout.creditsApplied"), value: format.money(-credits) });
  return (
    <section aria-labelledby="checkout-summary">
      <Typography.Title level={2} id="checkout-summary">
        {t("checkout.summary")}
      </Typography.Title>
      {cart.discountItems.map((item) => (
        <Tag key={item.message} style={{ whiteSpace: "normal" }}>
          {item.message}
        </Tag>
      ))}
      <dl style={{ marginBlockEnd: 16 }}>
        {rows.map((row) => (
          <Flex key={row.id} justify="space-between" gap={8}>
            <dt>{row.label}</dt>
            <dd style={ROW}>{row.value}</dd>
          </Flex>
        ))}
        <Flex
          justify="space-between"
          gap={8}
          style={{
            marginBlockStart: 8,
            paddingBlockStart: 8,
            borderBlockStart: "1px solid rgba(0, 0, 0, 0.12)",
          }}
        >
          <dt>
            <Typography.Text strong>{t(chargeLabelOf(method))}</Typography.Text>
            {describeMethod(method) ? (
              <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                {describeMethod(method)}
              </Typography.Text>
            ) : null}
          </dt>
          <dd style={ROW}>
            <Typography.Text strong>{format.money(charge)}</Typography.Text>
          </dd>
        </Flex>
      </dl>
    </section>
  );
}

/** "Charged to Your Card", "…your bank account" or "…your house account", as the method is. */
function chargeLabelOf(method: PaymentMethodChoice["selected"]): string {
  if (method && method !== "new" && method.kind === "bank") return "checkout.chargedToBank";
  if (method && method !== "new" && method.kind === "houseAccount") return "checkout.chargedToHouse";
  return "checkout.chargedToCard";
}

/** The saved method by brand and last four ("Visa •••• 4242"); nothing for a new card or none. */
function describeMethod(method: PaymentMethodChoice["selected"]): string | null {
  if (!method || method === "new") return null;
  if (method.kind === "card") return `${brandLabel(method.method.brand)} •••• ${method.method.lastFour}`;
  if (method.kind === "bank") return `${method.method.brand} •••• ${method.method.lastFour}`;
  return method.method.nickname;
}
