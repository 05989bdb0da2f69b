import { staffMembershipEndpoints } from "@crest/domain";
import { Button, Pagination } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import { SelectField, TextField } from "../events/form-fields.tsx";
import { FailedChargesSection } from "./failed-charges-section.tsx";
import { PLANS_PAGE_SIZE, type PlansFilter, usePlans } from "./memberships-api.ts";
import "../orders/orders.css";
import { ScrollRegion } from "../components/scroll-region.tsx";

const SORTS = ["title_asc", "created_desc", "rate_desc", "rate_asc"] as const;

/**
 * /admin/memberships: the club's plans a page at a time from the server (found by the start of
 * their title, active or not, sorted by title, newest or price), and under them the failed-payment
 * queue. Managers and owners add and edit plans; everyone reads.
 */
export function MembershipsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const club = useClubIntl();
  const search = params.get("q") ?? "";
  const status = params.get("status") ?? "";
  const sort = SORTS.find((value) => value === params.get("sort")) ?? "title_asc";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [typed, setTyped] = useState(search);
  const [sortKey, direction] = sort.split("_") as [PlansFilter["sort"], PlansFilter["direction"]];
  const filter: PlansFilter = {
    sort: sortKey,
    direction,
    ...(search ? { search } : {}),
    ...(status === "active" || status === "inactive" ? { status } : {}),
  };
  const plans = usePlans(filter, page, club.knownCurrency);
  const go = (next: { q?: string; status?: string; sort?: string }, nextPage = 1) => {
    const merged = { q: search, status, sort, ...next };
    const query = new URLSearchParams(params);
    for (const key of ["q", "status", "sort", "page"]) query.delete(key);
    if (merged.q) query.set("q", merged.q);
    if (merged.status) query.set("status", merged.status);
    if (merged.sort !== "title_asc") query.set("sort", merged.sort);
    if (nextPage > 1) query.set("page", String(nextPage));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim() });
  };
  const manager = staffCan(club.staff, staffMembershipEndpoints.createPlan);

  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{t("admin.memberships.title")}</h1>
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading">{t("admin.memberships.plans")}</h2>
        {manager ? (
          <p>
            <Button type="primary" onClick={() => navigate("/admin/memberships/plans/new")}>
              {t("admin.memberships.newPlan")}
            </Button>
          </p>
        ) : (
          <p>{t("admin.memberships.readOnly")}</p>
        )}
        <search>
          <form
            className="crest-admin-form crest-admin-form--inline"
            aria-label={t("admin.memberships.filters")}
            onSubmit={submit}
          >
            <TextField labelId="admin.memberships.search" value={typed} onChange={setTyped} />
            <Button htmlType="submit">{t("admin.memberships.searchSubmit")}</Button>
            <SelectField
              labelId="admin.memberships.statusFilter"
              value={status}
              onChange={(next) => go({ status: next })}
              options={["", "active", "inactive"].map((value) => ({
                value,
                label: t(`admin.memberships.status.${value || "any"}`),
              }))}
            />
            <SelectField
              labelId="admin.memberships.sort"
              value={sort}
              onChange={(next) => go({ sort: next })}
              options={SORTS.map((value) => ({ value, label: t(`admin.memberships.sort.${value}`) }))}
            />
          </form>
        </search>
        {!plans.data ? (
          <PageWait query={club.staffQuery.isError ? club.staffQuery : plans} />
        ) : (
          <>
            <p role="status">
              {t("admin.memberships.found", {
                count: plans.data.pagination?.totalCount ?? plans.data.data.length,
              })}
            </p>
            {plans.data.data.length > 0 ? (
              <ScrollRegion label={t("admin.memberships.title")}>
                <table className="crest-admin-table">
                  <caption>{t("admin.memberships.caption")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("admin.memberships.column.title")}</th>
                      <th scope="col">{t("admin.memberships.column.type")}</th>
                      <th scope="col" className="crest-admin-number">
                        {t("admin.memberships.column.price")}
                      </th>
                      <th scope="col" className="crest-admin-number">
                        {t("admin.memberships.column.cards")}
                      </th>
                      <th scope="col">{t("admin.memberships.column.status")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {plans.data.data.map((plan) => (
                      <tr key={plan.id}>
                        <td>
                          <Link to={`/admin/memberships/plans/${plan.id}`}>{plan.title}</Link>
                        </td>
                        <td>{t(`admin.memberships.type.${plan.type}`)}</td>
                        <td className="crest-admin-number">
                          {t("admin.memberships.pricePer", {
                            price: club.format.money(plan.rate),
                            period: t(`admin.memberships.frequency.${plan.frequency}`),
                          })}
                        </td>
                        <td className="crest-admin-number">{plan.cards}</td>
                        <td>{t(`admin.memberships.status.${plan.status}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            ) : null}
            {(plans.data.pagination?.totalCount ?? 0) > PLANS_PAGE_SIZE ? (
              <Pagination
                current={page}
                pageSize={PLANS_PAGE_SIZE}
                total={plans.data.pagination?.totalCount ?? 0}
                showSizeChanger={false}
                onChange={(next) => go({}, next)}
              />
            ) : null}
          </>
        )}
      </section>
      <FailedChargesSection />
    </div>
  );
}
