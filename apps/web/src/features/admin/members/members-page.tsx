import { MEMBER_SORTS, type MemberSort, type StaffMemberSummary } from "@crest/domain";
import { Button, Input } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { type PagedRows, PagedTable } from "../components/paged-table.tsx";
import { SelectField } from "../events/form-fields.tsx";
import { MEMBERS_PAGE_SIZE, useMemberSearch } from "./members-api.ts";

/**
 * Members at /admin/members: a search by the start of a name or e-mail, or a whole card number,
 * answered a page at a time by the server, by name or by when members joined. The search, order
 * and page live in the address, so Back from a member's page returns to the same list.
 */
export function MembersPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const sort = MEMBER_SORTS.find((value) => value === params.get("sort")) ?? "name";
  const [typed, setTyped] = useState(q);
  const search = useMemberSearch(q, page, sort);

  const go = (nextQ: string, nextPage: number, nextSort: MemberSort = sort) => {
    const next = new URLSearchParams();
    if (nextQ) next.set("q", nextQ);
    if (nextSort !== "name") next.set("sort", nextSort);
    if (nextPage > 1) next.set("page", String(nextPage));
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(typed.trim(), 1);
  };

  const total = search.data?.pagination?.totalCount ?? search.data?.data.length ?? 0;
  return (
    <div className="crest-admin-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: "admin.members.title" })}</h1>
      <search>
        <form className="crest-admin-search" onSubmit={submit}>
          <label htmlFor="admin-member-search">
            {intl.formatMessage({ id: "admin.members.searchLabel" })}
          </label>
          <p id="admin-member-search-help" className="crest-admin-help">
            {intl.formatMessage({ id: "admin.members.searchHelp" })}
          </p>
          <div className="crest-admin-search__row">
            <Input
              id="admin-member-search"
              aria-describedby="admin-member-search-help"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              maxLength={100}
            />
            <Button type="primary" htmlType="submit">
              {intl.formatMessage({ id: "admin.members.search" })}
            </Button>
          </div>
          <SelectField
            labelId="admin.members.sort"
            value={sort}
            onChange={(next) => go(q, 1, next as MemberSort)}
            options={MEMBER_SORTS.map((value) => ({
              value,
              label: intl.formatMessage({ id: `admin.members.sort.${value}` }),
            }))}
          />
        </form>
      </search>
      <p role="status">
        {search.data
          ? intl.formatMessage({ id: q ? "admin.members.found" : "admin.members.all" }, { count: total, q })
          : ""}
      </p>
      {search.data ? (
        <MembersTable
          rows={search.data.data}
          page={page}
          total={total}
          loading={search.isFetching}
          onPage={(next) => go(q, next)}
        />
      ) : (
        <PageWait query={search} />
      )}
    </div>
  );
}

function MembersTable(props: Omit<PagedRows<StaffMemberSummary>, "pageSize">) {
  const intl = useIntl();
  return (
    <PagedTable<StaffMemberSummary>
      {...props}
      pageSize={MEMBERS_PAGE_SIZE}
      emptyId="admin.members.none"
      columns={[
        {
          key: "name",
          title: intl.formatMessage({ id: "admin.members.name" }),
          render: (_, member) => (
            <Link to={`/admin/members/${member.id}`}>{`${member.firstName} ${member.lastName}`}</Link>
          ),
        },
        { key: "email", dataIndex: "email", title: intl.formatMessage({ id: "admin.members.email" }) },
        {
          key: "since",
          title: intl.formatMessage({ id: "admin.members.since" }),
          render: (_, member) => intl.formatDate(member.createdAt, { dateStyle: "medium" }),
        },
      ]}
    />
  );
}
