import type { OrderStatus } from "@crest/domain";
import { Badge } from "antd";
import { useIntl } from "react-intl";

/** spec-1 §4: processing and completed have their own style; any other status is an error. */
const STYLE: Partial<Record<OrderStatus, "processing" | "success">> = {
  processing: "processing",
  completed: "success",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return (
    <Badge status={STYLE[status] ?? "error"} text={intl.formatMessage({ id: `orders.status.${status}` })} />
  );
}
