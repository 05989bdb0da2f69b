import type { StripeCardElement } from "@stripe/stripe-js";
import { Form } from "antd";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { mountStripeCard } from "../processors/stripe-client.ts";

/** Stripe's own card field (Stripe.js, loaded only for a Stripe processor). */
export function StripeCardField({
  publishableKey,
  onReady,
}: {
  publishableKey: string;
  onReady: (card: StripeCardElement) => void;
}) {
  const intl = useIntl();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let card: StripeCardElement | undefined;
    if (host.current)
      void mountStripeCard(publishableKey, host.current).then((mounted) => {
        card = mounted;
        onReady(mounted);
      });
    return () => card?.destroy();
  }, [publishableKey, onReady]);
  return (
    <Form.Item label={intl.formatMessage({ id: "wallet.cardNumber" })}>
      <div ref={host} style={{ padding: 12, border: "1px solid #8c8c8c", borderRadius: 6 }} />
    </Form.Item>
  );
}
