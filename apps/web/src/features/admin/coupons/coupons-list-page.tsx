import { couponStaffEndpoints } from "@crest/domain";
import { Button, Pagination } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { staffCan } from "../components/staff-can.ts";
import { SelectField, TextField } from "../events/form-fields.tsx";
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
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const club = useClubIntl();
  const search = params.get("q") ?? "";
  const state = params.get("state") ?? "";
  const sort = SORTS.find((value) => value === params.get("sort")) ?? "created_desc";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [typed, setTyped] = useState(search);
  const [sortKey, direction] = sort.split("_") as [CouponsFilter["sort"], CouponsFilter["direction"]];
  const filter: CouponsFilter = {
    sort: sortKey,
    direction,
    ...(search ? { search } : {}),
    ...(state === "active" || state === "disabled" ? { state } : {}),
  };
  const coupons = useCoupons(filter, page, club.knownCurrency);
  const go = (next: { q?: string; state?: string; sort?: string }, nextPage = 1) => {
    const merged = { q: search, state, sort, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set("q", merged.q);
    if (merged.state) query.set("state", merged.state);
    if (merged.sort !== "created_desc") query.set("sort", merged.sort);
    if (nextPage > 1) query.set("page", String(nextPage));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim() });
  };
  const manager = staffCan(club.staff, couponStaffEndpoints.create);
  const describe = (coupon: { kind: string; percentOff: number | null; amountOff: number | null }) =>
    coupon.kind === "percent"
      ? t("admin.coupons.percentOff", { percent: coupon.percentOff ?? 0 })
      : t("admin.coupons.amountOff", { amount: club.format.money(coupon.amountOff ?? 0) });

  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{t("admin.coupons.title")}</h1>
      {manager ? (
        <p>
          <Button type="primary" onClick={() => navigate("/admin/coupons/new")}>
            {t("admin.coupons.new")}
          </Button>
        </p>
      ) : (
        <p>{t("admin.coupons.readOnly")}</p>
      )}
      <search>
        <form
          className="crest-admin-form crest-admin-form--inline"
          aria-label={t("admin.coupons.filters")}
          onSubmit={submit}
        >
          <TextField labelId="admin.coupons.search" value={typed} onChange={setTyped} />
          <Button htmlType="submit">{t("admin.coupons.searchSubmit")}</Button>
          <SelectField
            labelId="admin.coupons.state"
            value={state}
            onChange={(next) => go({ state: next })}
            options={["", "active", "disabled"].map((value) => ({
              value,
              label: t(`admin.coupons.state.${value || "any"}`),
            }))}
          />
          <SelectField
            labelId="admin.coupons.sort"
            value={sort}
            onChange={(next) => go({ sort: next })}
            options={SORTS.map((value) => ({ value, label: t(`admin.coupons.sort.${value}`) }))}
          />
        </form>
      </search>
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
              current={page}
              pageSize={COUPONS_PAGE_SIZE}
              total={coupons.data.pagination?.totalCount ?? 0}
              showSizeChanger={false}
              onChange={(next) => go({}, next)}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
