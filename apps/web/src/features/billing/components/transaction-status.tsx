import { isPartialRefund, type LedgerTransaction, showsRefundedTag, statusLabelOf } from "@crest/domain";
import { Flex, Tag } from "antd";
import { useT } from "../../../lib/intl/use-t.ts";

const COLOR = { paid: "green", due: "orange", invoiced: "blue", refunded: "default" } as const;

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
      {partial ? <Tag color="gold">{t("billing.partialRefund")}</Tag> : null}
    </Flex>
  );
}
