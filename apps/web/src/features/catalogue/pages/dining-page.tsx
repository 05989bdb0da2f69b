import type { Category, Product } from "@crest/domain";
import { App, Button, Flex, Result, Skeleton } from "antd";
import { useLocation, useParams, useSearchParams } from "react-router";
import { Page, type PageFrame } from "../../../components/page/page.tsx";
import { Panel } from "../../../components/page/panel.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useCategories } from "../api/get-categories.ts";
import { useProduct } from "../api/get-product.ts";
import { CartLink } from "../components/cart-link.tsx";
import { CategoryCards } from "../components/category-cards.tsx";
import { ProductDetail } from "../components/product-detail.tsx";
import { ProductGrid } from "../components/product-grid.tsx";
import { CatalogueMessages } from "../lazy-messages/catalogue-messages.tsx";

/**
 * Dining (spec-1 §2.2): /dining and /dining/menu show the menu (food and beverage), a section per
 * category, or one category (?category=); /dining/categories the menu's categories; /dining/:id
 * one dish with its gallery and Add to Cart.
 */
export default function DiningPage() {
  return (
    <CatalogueMessages>
      <App component={false}>
        <DiningScreen />
      </App>
    </CatalogueMessages>
  );
}

function DiningScreen() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (id) return <DiningItem id={id} />;
  if (pathname.endsWith("/categories")) return <DiningCategories />;
  return <DiningMenu />;
}

const itemLink = (product: Product) => `/dining/${product.id}`;

function DiningMenu() {
  const t = useT();
  const [search] = useSearchParams();
  const categories = useCategories("fandb");
  const chosen = search.get("category") ?? undefined;
  const sections = (categories.data ?? []).filter((category) => !chosen || category.id === chosen);
  const page: PageFrame = {
    title: t("catalogue.menu"),
    breadcrumb: [{ title: t("catalogue.dining"), to: "/dining" }, { title: t("catalogue.menu") }],
    extra: <CartLink />,
  };
  return (
    <Page {...page}>
      {categories.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {categories.data && sections.length === 0 ? (
        <ProductGrid filter={{ type: "fandb" }} linkOf={itemLink} />
      ) : null}
      <Flex vertical gap={24}>
        {sections.map((category: Category) => (
          <Panel key={category.id} title={category.name} className="crest-menu-section">
            <ProductGrid filter={{ type: "fandb", category: category.id }} linkOf={itemLink} />
          </Panel>
        ))}
      </Flex>
    </Page>
  );
}

function DiningCategories() {
  const t = useT();
  const categories = useCategories("fandb");
  const page: PageFrame = {
    title: t("catalogue.categories"),
    breadcrumb: [{ title: t("catalogue.dining"), to: "/dining" }, { title: t("catalogue.categories") }],
  };
  return (
    <Page {...page}>
      {categories.data ? (
        <CategoryCards
          categories={categories.data}
          linkOf={(category) => `/dining/menu?category=${category.id}`}
        />
      ) : (
        <Skeleton active />
      )}
    </Page>
  );
}

function DiningItem({ id }: { id: string }) {
  const t = useT();
  const { data: product, isPending, isError } = useProduct(id);
  const page: PageFrame = {
    title: product?.name ?? t("catalogue.details"),
    breadcrumb: [{ title: t("catalogue.dining"), to: "/dining" }, { title: product?.name ?? "" }],
  };
  return (
    <Page {...page}>
      {isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {isError ? (
        <Result
          status="404"
          title={t("catalogue.notFound")}
          extra={<Button href="/dining">{t("catalogue.backToMenu")}</Button>}
        />
      ) : null}
      {product ? (
        <div style={{ maxWidth: 720 }}>
          <ProductDetail product={product} galleryHeight={420} />
        </div>
      ) : null}
    </Page>
  );
}
