import type { LedgerTransaction } from "@crest/domain";
import { Flex, List, Typography } from "antd";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { BillingMessages } from "../lazy-messages/billing-messages.tsx";
import { InvoicePay } from "./invoice-pay.tsx";

/**
 * The invoices that hold the member behind the paywall (issue 28's overdue policy; spec-1 §7
 * paywall and invoices), oldest due first, each with what it owes and when it was due; the
 * oldest is paid first, with the invoice's own pay step. Once paid, the list is read again and
 * the next one comes up; the paywall goes on when none is left.
 */
export function OverdueInvoices({ invoices }: { invoices: readonly LedgerTransaction[] }) {
  return (
    <BillingMessages>
      <OverdueInvoiceList invoices={invoices} />
    </BillingMessages>
  );
}

function OverdueInvoiceList({ invoices }: { invoices: readonly LedgerTransaction[] }) {
  const t = useT();
  const format = useFormat();
  const [first] = invoices;
  return (
    <Flex vertical gap={16}>
      <List
        dataSource={[...invoices]}
        renderItem={(invoice) => (
          <List.Item key={invoice.id}>
            <Flex justify="space-between" wrap gap={8} align="center" style={{ width: "100%" }}>
              <Flex vertical style={{ minWidth: 0, flex: "1 1 200px" }}>
                <Typography.Text strong>{invoice.description || t("billing.type.invoice")}</Typography.Text>
                {invoice.dueDate ? (
                  <Typography.Text type="secondary">
                    {t("billing.dueOn", { date: format.date(invoice.dueDate) })}
                  </Typography.Text>
                ) : null}
              </Flex>
              <Typography.Text strong>{format.money(invoice.amountDue)}</Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      {first ? <InvoicePay key={first.id} invoice={first} onPaid={() => undefined} /> : null}
    </Flex>
  );
}
