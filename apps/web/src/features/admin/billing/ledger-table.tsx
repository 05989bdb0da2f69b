import type { LedgerTransaction, Pagination as PageInfo } from "@crest/domain";
import { Pagination } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { Formatter } from "../../../lib/format/formatter.ts";
import { ScrollRegion } from "../components/scroll-region.tsx";
import { LEDGER_PAGE_SIZE } from "./billing-api.ts";

type Row = LedgerTransaction & { member?: { id: string; firstName: string; lastName: string } };

/** The club-wide list counts up to 10,000 (the server's cap); its header says 10,001 beyond. */
const COUNT_CAP = 10_000;

/**
 * A page of ledger rows as a table (the member's column on the club-wide list), its count in
 * words (the club-wide count stops at its cap) and the pager when there is more than one page.
 */
export function LedgerTable({
  rows,
  pagination,
  page,
  onPage,
  format,
}: {
  rows: Row[];
  pagination: PageInfo | null;
  page: number;
  onPage: (page: number) => void;
  format: Formatter;
}) {
  const intl = useIntl();
  const total = pagination?.totalCount ?? rows.length;
  const withMember = rows.some((row) => row.member);
  return (
    <>
      <p role="status">
        {total > COUNT_CAP
          ? intl.formatMessage({ id: "admin.billing.countMore" }, { count: COUNT_CAP })
          : intl.formatMessage({ id: "admin.billing.count" }, { count: total })}
      </p>
      {rows.length === 0 ? (
        <p>{intl.formatMessage({ id: "admin.billing.none" })}</p>
      ) : (
        <ScrollRegion label={intl.formatMessage({ id: "admin.billing.ledgerCaption" })}>
          <table className="crest-admin-table">
            <caption>{intl.formatMessage({ id: "admin.billing.ledgerCaption" })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: "admin.billing.column.date" })}</th>
                {withMember ? (
                  <th scope="col">{intl.formatMessage({ id: "admin.billing.column.member" })}</th>
                ) : null}
                <th scope="col">{intl.formatMessage({ id: "admin.billing.column.kind" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.billing.column.description" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.billing.column.status" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.billing.column.amount" })}</th>
                <th scope="col">{intl.formatMessage({ id: "admin.billing.column.due" })}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{format.dateTime(row.createdOn)}</td>
                  {withMember ? (
                    <td>
                      {row.member ? (
                        <Link to={`/admin/billing/members/${row.member.id}`}>
                          {`${row.member.firstName} ${row.member.lastName}`}
                        </Link>
                      ) : null}
                    </td>
                  ) : null}
                  <td>{intl.formatMessage({ id: `admin.billing.type.${row.type}` })}</td>
                  <td>
                    {row.type === "invoice" ? (
                      <Link to={`/admin/billing/invoices/${row.id}`}>{row.description}</Link>
                    ) : (
                      row.description
                    )}
                  </td>
                  <td>{intl.formatMessage({ id: `admin.billing.status.${row.status}` })}</td>
                  <td className="crest-admin-number">
                    {format.money(row.type === "refund" || row.type === "credit" ? -row.amount : row.amount)}
                  </td>
                  <td className="crest-admin-number">
                    {row.amountDue > 0 ? format.money(row.amountDue) : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {total > LEDGER_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={LEDGER_PAGE_SIZE}
          total={Math.min(total, COUNT_CAP)}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </>
  );
}
