import type { Product } from "@crest/domain";
import { Tag } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ImageWithFallback } from "../../../components/media/index.ts";
import { useFormat } from "../../../lib/format/format-context.tsx";

/** The price a card shows: "From $48" when the variants differ. */
function usePriceText(product: Product): string {
  const intl = useIntl();
  const format = useFormat();
  const prices = new Set(product.variants.map((variant) => variant.price));
  const price = format.money(product.price);
  return prices.size > 1 ? intl.formatMessage({ id: "catalogue.from" }, { price }) : price;
}

/** A product in a grid: photo, name, price and Sold Out; the whole card links to its detail. */
export function ProductCard({ product, to }: { product: Product; to: string }) {
  const intl = useIntl();
  const photo = product.photos[0];
  return (
    <Link to={to} className="crest-product-card">
      <span className="crest-product-card__photo">
        <ImageWithFallback src={photo?.url} alt="" />
      </span>
      <span className="crest-product-card__body">
        <span className="crest-product-card__name">{product.name}</span>
        <span>{usePriceText(product)}</span>
        {product.soldOut ? <Tag color="red">{intl.formatMessage({ id: "catalogue.soldOut" })}</Tag> : null}
      </span>
    </Link>
  );
}
