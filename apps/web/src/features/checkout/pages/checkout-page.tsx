import { App, Card, Checkbox, Col, Flex, Row, Skeleton, Typography } from "antd";
import { useState } from "react";
import { Page, type PageFrame } from "../../../components/page/page.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useCart } from "../../cart/index.ts";
import { PayButton, PaymentMethodSelector, usePaymentMethodChoice } from "../../wallet/index.ts";
import { useCheckout } from "../api/place-order.ts";
import { CartLines } from "../components/cart-lines.tsx";
import { CartSummary } from "../components/cart-summary.tsx";
import { CouponField } from "../components/coupon-field.tsx";
import { DeliveryChoice } from "../components/delivery-choice.tsx";
import { DiningChoice, useDiningChoice } from "../components/dining-choice.tsx";
import { FailureDrawer, SuccessDrawer } from "../components/outcome-drawers.tsx";
import { CheckoutMessages } from "../lazy-messages/checkout-messages.tsx";

/**
 * /checkout: the cart (quantities, coupon), delivery for products, house credits, the payment
 * method, the server's totals, and the outcome drawers (spec-1 §2.7). Paying goes through the
 * wallet's hook, so a 3-D Secure card shows its challenge here.
 */
export default function CheckoutPage() {
  return (
    <CheckoutMessages>
      <App component={false}>
        <CheckoutScreen />
      </App>
    </CheckoutMessages>
  );
}

function CheckoutScreen() {
  const t = useT();
  const format = useFormat();
  const { data: cart, isPending } = useCart();
  const [useCredits, setUseCredits] = useState(false);
  const choice = usePaymentMethodChoice();
  const dining = useDiningChoice(Boolean(cart?.needsDining));
  const checkout = useCheckout(useCredits, dining.choice);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const pay = async () => {
    try {
      const method = await choice.toSubmission();
      const result = await checkout.mutateAsync(method);
      setOrderId(result.orderId);
    } catch (error) {
      if (error instanceof ApiError) setFailure(error);
    }
  };

  const page: PageFrame = { title: t("checkout.title") };
  if (isPending || !cart)
    return (
      <Page {...page}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Page>
    );
  const empty = cart.totalItems === 0;
  const needsChoice =
    (cart.needsShipping && cart.shippingChoice === null) || (cart.needsDining && dining.choice === null);
  return (
    <Page {...page}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={24}>
            <Card>
              <Typography.Title level={2}>{t("checkout.cart")}</Typography.Title>
              <CartLines cart={cart} />
              {!empty && <CouponField cart={cart} />}
            </Card>
            {!empty && cart.needsShipping && (
              <Card>
                <DeliveryChoice cart={cart} />
              </Card>
            )}
            {!empty && cart.needsDining && (
              <Card>
                <DiningChoice dining={dining} error={failure} />
              </Card>
            )}
            {!empty && (
              <Card>
                <Typography.Title level={2}>{t("checkout.payment")}</Typography.Title>
                {cart.houseCredits > 0 ? (
                  <Checkbox
                    checked={useCredits}
                    onChange={(event) => setUseCredits(event.target.checked)}
                    style={{ marginBlockEnd: 16 }}
                  >
                    {t("checkout.useCredits")}
                    <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                      {t("checkout.creditsAvailable", { amount: format.money(cart.houseCredits) })}
                    </Typography.Text>
                  </Checkbox>
                ) : null}
                <PaymentMethodSelector choice={choice} preselectDefault />
              </Card>
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Card>
            <CartSummary
              cart={cart}
              useCredits={useCredits && cart.houseCredits > 0}
              method={choice.selected}
            />
            <PayButton
              choice={choice}
              paying={checkout.isPending}
              disabled={empty || needsChoice}
              onPay={() => void pay()}
            >
              {t("checkout.pay")}
            </PayButton>
          </Card>
        </Col>
      </Row>
      {checkout.challenge}
      <SuccessDrawer orderId={orderId} />
      <FailureDrawer error={failure} onClose={() => setFailure(null)} />
    </Page>
  );
}
