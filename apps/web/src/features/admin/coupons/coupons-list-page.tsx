import { couponStaffEndpoints } from "@crest/domain";
import { Pagination } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { ListFilters, NewOrReadOnly, useListQuery } from "../components/list-query.tsx";
import { staffCan } from "../components/staff-can.ts";
import { COUPONS_PAGE_SIZE, type CouponsFilter, useCoupons } from "./coupons-api.ts";
import "../orders/orders.css";
import { ScrollRegion } from "../components/scroll-region.tsx";

const SORTS = ["created_desc", "code_asc", "uses_desc"] as const;

/**
 * The club's coupons at /admin/coupons, a page at a time from the server: found by the start of
 * their code, on or off, sorted by newest, code or uses. Managers and owners add and edit them.
 */
export function CouponsListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const club = useClubIntl();
  const list = useListQuery("state", SORTS);
  const filter: CouponsFilter = {
    sort: list.sortKey as CouponsFilter["sort"],
    direction: list.direction,
    ...(list.search ? { search: list.search } : {}),
    ...(list.filter === "active" || list.filter === "disabled" ? { state: list.filter } : {}),
  };
  const coupons = useCoupons(filter, list.page, club.knownCurrency);
  const manager = staffCan(club.staff, couponStaffEndpoints.create);
  const describe = (coupon: { kind: string; percentOff: number | null; amountOff: number | null }) =>
    coupon.kind === "percent"
      ? t("admin.coupons.percentOff", { percent: coupon.percentOff ?? 0 })
      : t("admin.coupons.amountOff", { amount: club.format.money(coupon.amountOff ?? 0) });

  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{t("admin.coupons.title")}</h1>
      <NewOrReadOnly
        can={manager}
        label={t("admin.coupons.new")}
        to="/admin/coupons/new"
        readOnly={t("admin.coupons.readOnly")}
      />
      <ListFilters
        prefix="admin.coupons"
        list={list}
        filter={{
          labelId: "admin.coupons.state",
          options: ["", "active", "disabled"].map((value) => ({
            value,
            label: t(`admin.coupons.state.${value || "any"}`),
          })),
        }}
        sorts={SORTS}
      />
      {!coupons.data ? (
        <PageWait query={club.staffQuery.isError ? club.staffQuery : coupons} />
      ) : (
        <>
          <p role="status">
            {t("admin.coupons.found", {
              count: coupons.data.pagination?.totalCount ?? coupons.data.data.length,
            })}
          </p>
          {coupons.data.data.length > 0 ? (
            <ScrollRegion label={t("admin.coupons.title")}>
              <table className="crest-admin-table">
                <caption>{t("admin.coupons.caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("admin.coupons.column.code")}</th>
                    <th scope="col">{t("admin.coupons.column.discount")}</th>
                    <th scope="col">{t("admin.coupons.column.valid")}</th>
                    <th scope="col" className="crest-admin-number">
                      {t("admin.coupons.column.uses")}
                    </th>
                    <th scope="col">{t("admin.coupons.column.state")}</th>
                  </tr>
                </thead>
                <tbody>
                  {coupons.data.data.map((coupon) => (
                    <tr key={coupon.id}>
                      <td>
                        <Link to={`/admin/coupons/${coupon.id}`}>{coupon.code}</Link>
                      </td>
                      <td>{describe(coupon)}</td>
                      <td>
                        {coupon.startsOn || coupon.expiresOn
                          ? t("admin.coupons.window", {
                              from: coupon.startsOn ? club.format.date(coupon.startsOn) : "—",
                              to: coupon.expiresOn ? club.format.date(coupon.expiresOn) : "—",
                            })
                          : t("admin.coupons.always")}
                      </td>
                      <td className="crest-admin-number">
                        {coupon.maxUses === null ? coupon.uses : `${coupon.uses} / ${coupon.maxUses}`}
                      </td>
                      <td>{t(`admin.coupons.state.${coupon.active ? "active" : "disabled"}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ) : null}
          {(coupons.data.pagination?.totalCount ?? 0) > COUPONS_PAGE_SIZE ? (
            <Pagination
              current={list.page}
              pageSize={COUPONS_PAGE_SIZE}
              total={coupons.data.pagination?.totalCount ?? 0}
              showSizeChanger={false}
              onChange={(next) => list.go({}, next)}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
