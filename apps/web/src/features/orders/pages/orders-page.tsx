import { App, Button, Card, Empty, Flex, List, Skeleton, Typography } from "antd";
import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { Page, type PageFrame } from "../../../components/page/page.tsx";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { BillingTabs } from "../../billing/index.ts";
import { useOrders } from "../api/get-orders.ts";
import { OrderDrawer } from "../components/order-drawer.tsx";
import { OrderStatusBadge } from "../components/order-status-badge.tsx";
import { OrdersMessages } from "../lazy-messages/orders-messages.tsx";

/** spec-1 §9: the next page loads when the end of the list is within a quarter of the view. */
const LOAD_AHEAD = 0.25;

/** /account/billing/orders and /:id: the member's orders, 6 a page, and one in the drawer. */
export default function OrdersPage() {
  return (
    <OrdersMessages>
      <App component={false}>
        <OrdersScreen />
      </App>
    </OrdersMessages>
  );
}

function OrdersScreen() {
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const { id } = useParams();
  const orders = useOrders();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = orders;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD * 100}% 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const list = orders.data?.pages.flatMap((page) => page.data) ?? [];
  const page: PageFrame = {
    title: t("orders.title"),
    breadcrumb: [
      { title: t("orders.account"), to: "/account" },
      { title: t("orders.billing"), to: "/account/billing" },
      { title: t("orders.title") },
    ],
  };
  return (
    <Page {...page}>
      <BillingTabs active="orders" />
      {orders.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.length === 0 ? (
        <Empty description={t("orders.empty")} />
      ) : (
        <List
          dataSource={list}
          renderItem={(order) => (
            <List.Item>
              <Card
                style={{ width: "100%" }}
                size="small"
                hoverable
                onClick={() => navigate(`/account/billing/orders/${order.id}`)}
              >
                <Flex justify="space-between" wrap gap={8} align="center">
                  <Flex vertical>
                    <Button
                      type="link"
                      style={{ padding: 0, alignSelf: "flex-start" }}
                      aria-label={t("orders.open", { number: order.number })}
                      onClick={(event) => {
                        event.stopPropagation();
                        navigate(`/account/billing/orders/${order.id}`);
                      }}
                    >
                      {t("orders.number")} {order.number}
                    </Button>
                    <Typography.Text type="secondary">
                      {`${format.date(order.createdOn)} · ${t("orders.items", { count: order.quantity })}`}
                    </Typography.Text>
                  </Flex>
                  <Flex gap={16} align="center">
                    <OrderStatusBadge status={order.status} />
                    <Typography.Text strong>{format.money(order.total)}</Typography.Text>
                  </Flex>
                </Flex>
              </Card>
            </List.Item>
          )}
        />
      )}
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage && (
        <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
          {t("orders.loadMore")}
        </Button>
      )}
      <OrderDrawer orderId={id} onClose={() => navigate("/account/billing/orders")} />
    </Page>
  );
}
