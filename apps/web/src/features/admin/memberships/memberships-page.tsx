import { staffMembershipEndpoints } from "@crest/domain";
import { Pagination } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { ListFilters, NewOrReadOnly, useListQuery } from "../components/list-query.tsx";
import { staffCan } from "../components/staff-can.ts";
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
  const club = useClubIntl();
  const list = useListQuery("status", SORTS);
  const filter: PlansFilter = {
    sort: list.sortKey as PlansFilter["sort"],
    direction: list.direction,
    ...(list.search ? { search: list.search } : {}),
    ...(list.filter === "active" || list.filter === "inactive" ? { status: list.filter } : {}),
  };
  const plans = usePlans(filter, list.page, club.knownCurrency);
  const manager = staffCan(club.staff, staffMembershipEndpoints.createPlan);

  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{t("admin.memberships.title")}</h1>
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading">{t("admin.memberships.plans")}</h2>
        <NewOrReadOnly
          can={manager}
          label={t("admin.memberships.newPlan")}
          to="/admin/memberships/plans/new"
          readOnly={t("admin.memberships.readOnly")}
        />
        <ListFilters
          prefix="admin.memberships"
          list={list}
          filter={{
            labelId: "admin.memberships.statusFilter",
            options: ["", "active", "inactive"].map((value) => ({
              value,
              label: t(`admin.memberships.status.${value || "any"}`),
            })),
          }}
          sorts={SORTS}
        />
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
                current={list.page}
                pageSize={PLANS_PAGE_SIZE}
                total={plans.data.pagination?.totalCount ?? 0}
                showSizeChanger={false}
                onChange={(next) => list.go({}, next)}
              />
            ) : null}
          </>
        )}
      </section>
      <FailedChargesSection />
    </div>
  );
}
