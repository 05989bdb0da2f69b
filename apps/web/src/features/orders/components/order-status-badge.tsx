import type { OrderStatus } from "@crest/domain";
import { Badge } from "antd";
import { useIntl } from "react-intl";

/**
 * spec-1 §4: processing and completed have their own style; a partly refunded order is still
 * open (a warning, not an error); any other status is an error.
 */
const STYLE: Partial<Record<OrderStatus, "processing" | "success" | "warning">> = {
  processing: "processing",
  completed: "success",
  partially_refunded: "warning",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return (
    <Badge status={STYLE[status] ?? "error"} text={intl.formatMessage({ id: `orders.status.${status}` })} />
  );
}
