import { Button, Drawer, Flex, Result, Skeleton } from "antd";
import { useIntl } from "react-intl";
import { useOrder } from "../api/get-order.ts";
import { useOrderTransactions } from "../api/get-order-transactions.ts";
import { OrderDetails } from "./order-details.tsx";

/** The order details drawer for the order in the URL (/account/billing/orders/:id). */
export function OrderDrawer({ orderId, onClose }: { orderId: string | undefined; onClose: () => void }) {
  const intl = useIntl();
  const order = useOrder(orderId);
  const transactions = useOrderTransactions(orderId);
  return (
    <Drawer
      open={Boolean(orderId)}
      onClose={onClose}
      width={720}
      title={order.data ? `${intl.formatMessage({ id: "orders.number" })} ${order.data.number}` : ""}
      destroyOnHidden
    >
      {order.isError ? (
        <Result status="warning" title={intl.formatMessage({ id: "orders.loadError" })} />
      ) : order.data ? (
        <Flex vertical gap={24}>
          <OrderDetails order={order.data} transactions={transactions.data ?? []} />
          {/* Something to focus inside the body, so keyboards reach (and scroll) a long order. */}
          <Button onClick={onClose} style={{ alignSelf: "flex-start" }}>
            {intl.formatMessage({ id: "orders.close" })}
          </Button>
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}
