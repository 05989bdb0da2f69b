import { isPartialRefund, type LedgerTransaction, showsRefundedTag, statusLabelOf } from "@crest/domain";
import { Flex, Tag } from "antd";
import { useT } from "../../../lib/intl/use-t.ts";

/** Solid colours with white text at 4.5:1 or more (antd's light preset tags fall short at tag size). */
const COLOR = { paid: "#2e6b34", due: "#8a5300", invoiced: "#1d4ed8", refunded: "#595959" } as const;

/**
 * spec-2 §4: the status in words (Paid, Due, Invoiced, Refunded), the Refunded tag when all of it
 * went back, and the partial-refund label on a refund that gave back less than its original.
 */
export function TransactionStatus({
  transaction,
  original,
}: {
  transaction: LedgerTransaction;
  /** A refund's original, when it is known (to tell a partial refund). */
  original?: Pick<LedgerTransaction, "amount"> | undefined;
}) {
  const t = useT();
  const label = statusLabelOf(transaction);
  const partial =
    transaction.type === "refund" && original !== undefined && isPartialRefund(transaction, original);
  return (
    <Flex gap={4} wrap>
      <Tag color={COLOR[label]}>{t(`billing.status.${label}`)}</Tag>
      {label !== "refunded" && showsRefundedTag(transaction) ? <Tag>{t("billing.refundedTag")}</Tag> : null}
      {partial ? <Tag color={COLOR.due}>{t("billing.partialRefund")}</Tag> : null}
    </Flex>
  );
}
