import { type RetryResult, staffMembershipEndpoints } from "@crest/domain";
import { Alert, Button, Pagination } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { ScrollRegion } from "../components/scroll-region.tsx";
import { staffCan } from "../components/staff-can.ts";
import { SelectField } from "../events/form-fields.tsx";
import { FAILED_PAGE_SIZE, type FailedFilter, useFailedCharges, useRetryCharge } from "./memberships-api.ts";

const SORTS = ["date_desc", "date_asc", "amount_desc", "amount_asc", "member_asc", "member_desc"] as const;

/**
 * The failed-payment queue under /admin/memberships: the club's subscription charges that are
 * retrying or failed, a page at a time (its own `f…` address keys beside the plans'), sorted by
 * period, amount or member. A manager's "Retry now" charges one at once, as the billing run would,
 * and says what came of it.
 */
export function FailedChargesSection() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const club = useClubIntl();
  const [params, setParams] = useSearchParams();
  const status = params.get("fstatus") ?? "";
  const sort = SORTS.find((value) => value === params.get("fsort")) ?? "date_desc";
  const page = Math.max(1, Number(params.get("fpage")) || 1);
  const [sortKey, direction] = sort.split("_") as [FailedFilter["sort"], FailedFilter["direction"]];
  const filter: FailedFilter = {
    sort: sortKey,
    direction,
    ...(status === "retrying" || status === "failed" ? { status } : {}),
  };
  const charges = useFailedCharges(filter, page, club.knownCurrency);
  const retry = useRetryCharge();
  const [outcome, setOutcome] = useState<RetryResult | null>(null);
  const go = (next: { fstatus?: string; fsort?: string }, nextPage = 1) => {
    const merged = { fstatus: status, fsort: sort, ...next };
    const query = new URLSearchParams(params);
    for (const key of ["fstatus", "fsort", "fpage"]) query.delete(key);
    if (merged.fstatus) query.set("fstatus", merged.fstatus);
    if (merged.fsort !== "date_desc") query.set("fsort", merged.fsort);
    if (nextPage > 1) query.set("fpage", String(nextPage));
    setParams(query);
  };
  const manager = staffCan(club.staff, staffMembershipEndpoints.retryPayment);
  const retryNow = (transactionId: string) => {
    setOutcome(null);
    retry.mutate(transactionId, { onSuccess: setOutcome });
  };

  return (
    <section aria-labelledby="failed-heading">
      <h2 id="failed-heading">{t("admin.memberships.failed.title")}</h2>
      <form
        className="crest-admin-form crest-admin-form--inline"
        aria-label={t("admin.memberships.failed.filters")}
      >
        <SelectField
          labelId="admin.memberships.failed.status"
          value={status}
          onChange={(next) => go({ fstatus: next })}
          options={["", "retrying", "failed"].map((value) => ({
            value,
            label: t(`admin.memberships.failed.status.${value || "any"}`),
          }))}
        />
        <SelectField
          labelId="admin.memberships.sort"
          value={sort}
          onChange={(next) => go({ fsort: next })}
          options={SORTS.map((value) => ({ value, label: t(`admin.memberships.failed.sort.${value}`) }))}
        />
      </form>
      <div role="status">
        {outcome ? (
          <Alert
            type={outcome.outcome === "charged" || outcome.outcome === "alreadyPaid" ? "success" : "warning"}
            title={t(`admin.memberships.failed.outcome.${outcome.outcome}`, {
              member: `${outcome.transaction.member.firstName} ${outcome.transaction.member.lastName}`,
              amount: club.format.money(outcome.transaction.amount),
            })}
          />
        ) : null}
      </div>
      {retry.error ? <ErrorAlert error={retry.error} /> : null}
      {!charges.data ? (
        <PageWait query={club.staffQuery.isError ? club.staffQuery : charges} />
      ) : (
        <>
          <p>{t("admin.memberships.failed.found", { count: charges.data.pagination?.totalCount ?? 0 })}</p>
          {charges.data.data.length > 0 ? (
            <ScrollRegion label={t("admin.memberships.failed.caption")}>
              <table className="crest-admin-table">
                <caption>{t("admin.memberships.failed.caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("admin.memberships.failed.column.member")}</th>
                    <th scope="col">{t("admin.memberships.failed.column.plan")}</th>
                    <th scope="col">{t("admin.memberships.failed.column.period")}</th>
                    <th scope="col" className="crest-admin-number">
                      {t("admin.memberships.failed.column.amount")}
                    </th>
                    <th scope="col">{t("admin.memberships.failed.column.state")}</th>
                    {manager ? <th scope="col">{t("admin.memberships.failed.column.action")}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {charges.data.data.map((charge) => (
                    <tr key={charge.id}>
                      <td>
                        <Link to={`/admin/members/${charge.member.id}`}>
                          {charge.member.firstName} {charge.member.lastName}
                        </Link>
                      </td>
                      <td>{charge.planTitle}</td>
                      <td>{club.format.date(charge.periodStart)}</td>
                      <td className="crest-admin-number">{club.format.money(charge.amount)}</td>
                      <td>
                        {t(`admin.memberships.failed.state.${charge.status}`, { attempts: charge.attempts })}
                        {charge.failureMessage ? ` · ${charge.failureMessage}` : ""}
                      </td>
                      {manager ? (
                        <td>
                          <Button
                            size="small"
                            onClick={() => retryNow(charge.id)}
                            loading={retry.isPending && retry.variables === charge.id}
                            disabled={retry.isPending}
                            aria-label={t("admin.memberships.failed.retryFor", {
                              member: `${charge.member.firstName} ${charge.member.lastName}`,
                            })}
                          >
                            {t("admin.memberships.failed.retry")}
                          </Button>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ) : null}
          {(charges.data.pagination?.totalCount ?? 0) > FAILED_PAGE_SIZE ? (
            <Pagination
              current={page}
              pageSize={FAILED_PAGE_SIZE}
              total={charges.data.pagination?.totalCount ?? 0}
              showSizeChanger={false}
              onChange={(next) => go({}, next)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
