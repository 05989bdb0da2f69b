import type { LedgerTransaction } from "@crest/domain";
import { Alert, App, Button, Drawer, Flex, Result, Skeleton } from "antd";
import { useT } from "../../../lib/intl/use-t.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useEmailInvoice } from "../api/email-invoice.ts";
import { useTransaction } from "../api/get-transaction.ts";
import { InvoicePay } from "./invoice-pay.tsx";
import { TransactionDetails } from "./transaction-details.tsx";

const isLedger = (value: unknown): value is LedgerTransaction =>
  typeof value === "object" && value !== null && "paymentType" in value;

/** The transaction or invoice in the URL (/account/billing/{tab}/:id): its details, and an invoice's Pay and Email Me This Invoice. */
export function TransactionDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const found = useTransaction(id);
  const transaction = isLedger(found.data) ? found.data : undefined;
  const original = useTransaction(
    transaction?.type === "refund" ? (transaction.linkedTransactionId ?? undefined) : undefined,
  );
  const email = useEmailInvoice();
  const invoice = transaction?.type === "invoice" ? transaction : undefined;
  const open = invoice && invoice.status === "invoiced" && invoice.amountDue > 0;
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      width={640}
      title={transaction ? transaction.description || t(`billing.type.${transaction.type}`) : ""}
      destroyOnHidden
    >
      {found.isError ? (
        <Result status="warning" title={t("billing.loadError")} />
      ) : transaction ? (
        <Flex vertical gap={24}>
          <TransactionDetails
            transaction={transaction}
            original={isLedger(original.data) ? original.data : undefined}
          />
          {invoice && !open ? <Alert type="success" showIcon title={t("billing.balanceZero")} /> : null}
          {open ? (
            <InvoicePay invoice={invoice} onPaid={() => void message.success(t("billing.paid"))} />
          ) : null}
          {email.isError ? <ErrorAlert error={email.error} /> : null}
          <Flex gap={8} wrap>
            {invoice ? (
              <Button
                loading={email.isPending}
                onClick={() =>
                  email.mutate(invoice.id, { onSuccess: () => void message.success(t("billing.emailed")) })
                }
              >
                {t("billing.emailInvoice")}
              </Button>
            ) : null}
            <Button onClick={onClose}>{t("billing.close")}</Button>
          </Flex>
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}
