import type { Category } from "@crest/domain";
import { App, Drawer, Flex, Result, Skeleton } from "antd";
import { useIntl } from "react-intl";
import { useLocation, useSearchParams } from "react-router";
import { Page, type PageFrame } from "../../../components/page/page.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { defineOverlay, useOverlay } from "../../../lib/overlays/index.ts";
import { useCategories } from "../api/get-categories.ts";
import { useProduct } from "../api/get-product.ts";
import { CartLink } from "../components/cart-link.tsx";
import { CategoryCards } from "../components/category-cards.tsx";
import { CategorySelect } from "../components/category-select.tsx";
import { ProductDetail } from "../components/product-detail.tsx";
import { ProductGrid } from "../components/product-grid.tsx";
import { CatalogueMessages } from "../lazy-messages/catalogue-messages.tsx";

const productDrawer = defineOverlay({ name: "product", kind: "drawer" });

/**
 * The shop (spec-1 §2.2): /product and /product/menu list the club's physical products, by
 * category (?category=); /product/categories shows the category tree. A product opens in a
 * drawer with its gallery, variants, quantity and Add to Cart.
 */
export default function ProductPage() {
  return (
    <CatalogueMessages>
      <App component={false}>
        <ShopScreen />
      </App>
    </CatalogueMessages>
  );
}

function ShopScreen() {
  const t = useT();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const drawer = useOverlay(productDrawer);
  const categories = useCategories("product");
  const showCategories = pathname.endsWith("/categories");
  const category = search.get("category") ?? undefined;

  const page: PageFrame = {
    title: t(showCategories ? "catalogue.categories" : "catalogue.shop"),

    breadcrumb: showCategories
      ? [{ title: t("catalogue.shop"), to: "/product" }, { title: t("catalogue.categories") }]
      : [],

    extra: <CartLink />,
  };
  if (showCategories)
    return (
      <Page {...page}>
        {categories.data ? (
          <CategoryCards
            categories={categories.data}
            linkOf={(chosen: Category) => `/product?category=${chosen.id}`}
          />
        ) : (
          <Skeleton active />
        )}
      </Page>
    );

  const productLink = (id: string) => {
    const next = new URLSearchParams(search);
    // The drawer's address (lib/overlays): the card is a real link, so it opens in a new tab too.
    next.set("drawer", `product.${id}`);
    return `${pathname}?${next.toString()}`;
  };

  return (
    <Page {...page}>
      <Flex vertical gap={16}>
        <CategorySelect
          categories={categories.data ?? []}
          value={category}
          onChange={(next) =>
            setSearch((current) => {
              const params = new URLSearchParams(current);
              if (next) params.set("category", next);
              else params.delete("category");
              return params;
            })
          }
        />
        <ProductGrid filter={{ type: "product", category }} linkOf={(product) => productLink(product.id)} />
      </Flex>
      <ProductDrawer id={drawer.isOpen ? drawer.id : undefined} onClose={drawer.close} />
    </Page>
  );
}

function ProductDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const intl = useIntl();
  const { data: product, isPending, isError } = useProduct(id);
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      title={product?.name ?? intl.formatMessage({ id: "catalogue.details" })}
      size="large"
      destroyOnHidden
    >
      {id && isPending ? <Skeleton active /> : null}
      {isError ? <Result status="404" title={intl.formatMessage({ id: "catalogue.notFound" })} /> : null}
      {product ? <ProductDetail key={product.id} product={product} /> : null}
    </Drawer>
  );
}
