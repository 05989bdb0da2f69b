import type { Cart, CustomerAddress } from "@crest/domain";
import { Button, Flex, Radio, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { AddressForm, addressLines, useCustomerAddresses } from "../../addresses/index.ts";
import { useChooseShipping } from "../../cart/index.ts";
import { usePickupLocations } from "../api/get-pickup-locations.ts";
import { useShippingRates } from "../api/get-shipping-rates.ts";

/**
 * How the cart's products reach the member: a quoted rate to one of their addresses (or a new
 * one, through the addresses' form), or a pickup location. Each pick is priced by the server
 * (PUT /api/cart/shipping), so the totals shown are always the server's.
 */
export function DeliveryChoice({ cart }: { cart: Cart }) {
  const t = useT();
  const format = useFormat();
  const notifyError = useErrorNotifier();
  const [mode, setMode] = useState<"shipping" | "pickup">(
    cart.shippingChoice?.type === "pickup" ? "pickup" : "shipping",
  );
  const addresses = useCustomerAddresses("shipping");
  const [addressId, setAddressId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const address: CustomerAddress | null =
    addresses.data?.find((candidate) => candidate.id === addressId) ??
    (addressId ? null : (addresses.data?.[0] ?? null));
  const rates = useShippingRates(mode === "shipping" ? address : null, cart.subTotal);
  const pickups = usePickupLocations();
  const choose = useChooseShipping();
  const pick = (body: { id: string; type: "shipping" | "pickup"; customerAddressId?: string }) =>
    choose.mutate(body, { onError: notifyError });

  return (
    <section aria-labelledby="checkout-delivery">
      <Typography.Title level={2} id="checkout-delivery">
        {t("checkout.delivery")}
      </Typography.Title>
      <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)} optionType="button">
        <Radio.Button value="shipping">{t("checkout.deliveryShip")}</Radio.Button>
        <Radio.Button value="pickup">{t("checkout.deliveryPickup")}</Radio.Button>
      </Radio.Group>
      {mode === "shipping" ? (
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          {addresses.isPending ? (
            <Skeleton active />
          ) : (
            <Radio.Group
              aria-label={t("checkout.address")}
              value={address?.id}
              onChange={(event) => setAddressId(event.target.value)}
            >
              <Flex vertical gap={8}>
                {(addresses.data ?? []).map((option) => (
                  <Radio key={option.id} value={option.id}>
                    {addressLines(option).join(", ")}
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          )}
          {adding ? (
            <AddressForm
              initial={{ type: "shipping" }}
              onSaved={(saved) => {
                setAdding(false);
                setAddressId(saved.id);
              }}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <Button onClick={() => setAdding(true)} style={{ alignSelf: "flex-start" }}>
              {t("checkout.newAddress")}
            </Button>
          )}
          {address && (
            <Radio.Group
              aria-label={t("checkout.rate")}
              value={cart.shippingChoice?.type === "shipping" ? cart.shippingChoice.id : undefined}
              onChange={(event) =>
                pick({ id: event.target.value, type: "shipping", customerAddressId: address.id })
              }
            >
              <Flex vertical gap={8}>
                {rates.isPending ? (
                  <Skeleton active paragraph={{ rows: 2 }} />
                ) : (rates.data?.rates.length ?? 0) === 0 ? (
                  <Typography.Text>{t("checkout.noRates")}</Typography.Text>
                ) : (
                  rates.data?.rates.map((rate) => (
                    <Radio key={rate.id} value={rate.id}>
                      {`${rate.method} (${rate.courier}) · ${format.money(rate.price)}`}
                    </Radio>
                  ))
                )}
              </Flex>
            </Radio.Group>
          )}
        </Flex>
      ) : (
        <Radio.Group
          aria-label={t("checkout.pickupLocation")}
          style={{ marginTop: 16 }}
          value={cart.shippingChoice?.type === "pickup" ? cart.shippingChoice.id : undefined}
          onChange={(event) => pick({ id: event.target.value, type: "pickup" })}
        >
          <Flex vertical gap={8}>
            {(pickups.data ?? []).map((location) => (
              <Radio key={location.id} value={location.id}>
                {`${location.name} · ${location.address} · ${location.isOpen ? t("checkout.open") : t("checkout.closed")}`}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      )}
    </section>
  );
}
