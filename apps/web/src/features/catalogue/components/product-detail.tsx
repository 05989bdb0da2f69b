import type { Product, ProductVariant } from "@crest/domain";
import { App, Button, Flex, Form, Radio, Tag, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { QuantityStepper } from "../../../components/inputs/index.ts";
import { Gallery } from "../../../components/media/index.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { mediaUrl } from "../../../lib/media-url.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useAddProductsToCart } from "../../cart/index.ts";
import { chosenVariant, initialSelection, type Selection, valueAvailable } from "./variant-choice.ts";

/**
 * The photos of a product for the gallery, each named for a screen reader. A chosen variant's
 * own photo (the hoodie in green) comes first, named by the choice; the product's photos follow
 * without it (issue 24 item 9).
 */
export function useProductImages(product: Product, variant?: ProductVariant) {
  const intl = useIntl();
  const own = variant?.photo;
  const photos = product.photos.map((photo, index) => ({
    src: mediaUrl(photo.url) ?? photo.url,
    alt: intl.formatMessage({ id: "catalogue.photoOf" }, { name: product.name, number: index + 1 }),
  }));
  if (!own) return photos;
  const src = mediaUrl(own.url) ?? own.url;
  const chosen = {
    src,
    alt: intl.formatMessage(
      { id: "catalogue.variantPhotoOf" },
      { name: product.name, variant: variant.label },
    ),
  };
  return [chosen, ...photos.filter((photo) => photo.src !== src)];
}

/**
 * A product's detail (spec-1 §2.9 gallery, §3 Product, §5 quantity stepper): the gallery, the
 * variant choice by attribute (values that are sold out cannot be chosen), the price of the
 * choice, a quantity within the product's bounds and what is left, and Add to Cart.
 */
export function ProductDetail({
  product,
  galleryHeight = 320,
}: {
  product: Product;
  galleryHeight?: number;
}) {
  const t = useT();
  const format = useFormat();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const add = useAddProductsToCart();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const hasVariants = product.variants.length > 0;
  const variant = hasVariants ? chosenVariant(product, selection) : undefined;
  const images = useProductImages(product, variant);
  const available = hasVariants ? (variant?.available ?? null) : product.available;
  const soldOut = hasVariants ? (variant?.soldOut ?? false) : product.soldOut;
  const max = Math.min(product.maxQty ?? Number.POSITIVE_INFINITY, available ?? Number.POSITIVE_INFINITY);
  const min = Math.max(product.minQty, 1);
  const [quantity, setQuantity] = useState(min);
  const price = variant?.price ?? product.price;

  const addToCart = () =>
    add.mutate([{ productId: product.id, variantId: variant?.id ?? null, quantity }], {
      onSuccess: () => void message.success(t("catalogue.added")),
      onError: notifyError,
    });

  return (
    <Flex vertical gap={16}>
      {images.length > 0 ? (
        <Gallery
          // A new variant photo opens the gallery on it rather than on the image shown before.
          key={variant?.photo?.url ?? "product"}
          images={images}
          title={t("catalogue.photosOf", { name: product.name })}
          height={galleryHeight}
        />
      ) : null}
      <Flex vertical gap={4}>
        <Typography.Text strong style={{ fontSize: 20 }}>
          {format.money(price)}
        </Typography.Text>
        {soldOut ? <Tag color="red">{t("catalogue.soldOut")}</Tag> : null}
        {!soldOut && available !== null && available <= 5 ? (
          <Typography.Text strong>{t("catalogue.onlyLeft", { count: available })}</Typography.Text>
        ) : null}
      </Flex>
      {product.description ? <Typography.Paragraph>{product.description}</Typography.Paragraph> : null}
      <Form layout="vertical" onFinish={addToCart}>
        {product.attributes.map((attribute) => (
          <Form.Item key={attribute.name} label={attribute.name} htmlFor={undefined}>
            <Radio.Group
              aria-label={attribute.name}
              optionType="button"
              value={selection[attribute.name]}
              onChange={(event) =>
                setSelection((current) => ({ ...current, [attribute.name]: event.target.value }))
              }
              options={attribute.options.map((value) => ({
                value,
                label: value,
                disabled: !valueAvailable(product, selection, attribute.name, value),
              }))}
            />
          </Form.Item>
        ))}
        <Form.Item label={t("catalogue.quantity")} htmlFor={undefined}>
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            min={min}
            max={Number.isFinite(max) ? Math.max(max, min) : undefined}
            disabled={soldOut}
            aria-label={t("catalogue.quantityOf", { name: product.name })}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          disabled={soldOut || (hasVariants && !variant)}
          loading={add.isPending}
        >
          {soldOut ? t("catalogue.soldOut") : t("catalogue.addToCart")}
        </Button>
      </Form>
    </Flex>
  );
}
