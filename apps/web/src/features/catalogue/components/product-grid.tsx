import type { Product } from "@crest/domain";
import { Button, Flex, Skeleton } from "antd";
import { useIntl } from "react-intl";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { ErrorResult } from "../../../components/results/result-presets.tsx";
import type { ProductFilter } from "../api/catalogue-keys.ts";
import { useProducts } from "../api/get-products.ts";
import "./catalogue.css";
import { ProductCard } from "./product-card.tsx";

/** Products as cards, a page at a time with Show More; the link of each card is the caller's. */
export function ProductGrid({
  filter,
  linkOf,
}: {
  filter: ProductFilter;
  linkOf: (product: Product) => string;
}) {
  const intl = useIntl();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useProducts(filter);
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError)
    return (
      <ErrorResult
        extra={
          <Button onClick={() => void refetch()}>{intl.formatMessage({ id: "result.tryAgain" })}</Button>
        }
      />
    );
  const products = data.pages.flatMap((page) => page.data);
  if (products.length === 0) return <EmptyList filtered={Boolean(filter.category)} />;
  return (
    <Flex vertical gap={16}>
      <ul className="crest-product-grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} to={linkOf(product)} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button
          onClick={() => void fetchNextPage()}
          loading={isFetchingNextPage}
          style={{ alignSelf: "center" }}
        >
          {intl.formatMessage({ id: "catalogue.showMore" })}
        </Button>
      ) : null}
    </Flex>
  );
}
