import type { Statement } from "@crest/domain";
import { Button, Modal, Pagination } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { Formatter } from "../../../lib/format/formatter.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { ScrollRegion } from "../components/scroll-region.tsx";
import { useMemberStatements, useSendStatement, useStatement } from "./billing-api.ts";
import { LedgerTable } from "./ledger-table.tsx";

/** A member's monthly statements: each opens with its rows and, for managers, is mailed again. */
export function StatementsSection({
  customerId,
  canSend,
  format,
}: {
  customerId: string;
  canSend: boolean;
  format: Formatter;
}) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Statement | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const statements = useMemberStatements(customerId, page, true);
  const send = useSendStatement();
  const detail = useStatement(open?.id ?? null);
  const rows = statements.data?.data ?? [];
  const total = statements.data?.pagination?.totalCount ?? rows.length;
  return (
    <section aria-labelledby="admin-statements">
      <h2 id="admin-statements">{intl.formatMessage({ id: "admin.billing.statements" })}</h2>
      <p role="status">
        {sent ? intl.formatMessage({ id: "admin.billing.statement.sent" }, { month: sent }) : ""}
      </p>
      {send.isError ? <ErrorAlert error={send.error} /> : null}
      {statements.data && rows.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.billing.statements.none" })}</p>
      ) : (
        <ScrollRegion label={intl.formatMessage({ id: "admin.billing.statementsCaption" })}>
          <table className="crest-admin-table">
            <caption>{intl.formatMessage({ id: "admin.billing.statementsCaption" })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: "admin.billing.statement.month" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.billing.statement.charged" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.billing.statement.totalDue" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.billing.statement.actions" })}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((statement) => (
                <tr key={statement.id}>
                  <td>{statement.month}</td>
                  <td className="crest-admin-number">{format.money(statement.charged)}</td>
                  <td className="crest-admin-number">{format.money(statement.totalDue)}</td>
                  <td>
                    <Button onClick={() => setOpen(statement)}>
                      {intl.formatMessage({ id: "admin.billing.statement.open" }, { month: statement.month })}
                    </Button>{" "}
                    {canSend ? (
                      <Button
                        loading={send.isPending && send.variables === statement.id}
                        onClick={() =>
                          send.mutate(statement.id, { onSuccess: () => setSent(statement.month) })
                        }
                      >
                        {intl.formatMessage(
                          { id: "admin.billing.statement.send" },
                          { month: statement.month },
                        )}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {total > 12 ? (
        <Pagination current={page} pageSize={12} total={total} showSizeChanger={false} onChange={setPage} />
      ) : null}
      <Modal
        open={Boolean(open)}
        width={900}
        title={open ? intl.formatMessage({ id: "admin.billing.statement.title" }, { month: open.month }) : ""}
        onCancel={() => setOpen(null)}
        footer={[
          <Button key="close" onClick={() => setOpen(null)}>
            {intl.formatMessage({ id: "admin.billing.statement.close" })}
          </Button>,
        ]}
      >
        {detail.data ? (
          <>
            <p>
              {intl.formatMessage(
                { id: "admin.billing.statement.totals" },
                {
                  charged: format.money(detail.data.charged),
                  refunded: format.money(detail.data.refunded),
                  periodDue: format.money(detail.data.periodDue),
                  totalDue: format.money(detail.data.totalDue),
                },
              )}
            </p>
            <LedgerTable
              rows={detail.data.transactions}
              pagination={null}
              page={1}
              onPage={() => {}}
              format={format}
            />
          </>
        ) : null}
      </Modal>
    </section>
  );
}
