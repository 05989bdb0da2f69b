/**
 * A back-office list's query, kept in the address (?q=…&<filter>=…&sort=…&page=…) so that a
 * reload or a shared link shows the same page, and the form that changes it: the search (sent
 * with its button), one filter and the sort, each applied as soon as it is chosen.
 */
import { Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { SelectField, TextField } from "../events/form-fields.tsx";

export interface ListQuery<S extends string> {
  search: string;
  filter: string;
  /** One of the list's sorts, as `<key>_<direction>`; the first is the default. */
  sort: S;
  sortKey: string;
  direction: "asc" | "desc";
  page: number;
  typed: string;
  setTyped: (text: string) => void;
  go: (next: { q?: string; filter?: string; sort?: S }, page?: number) => void;
  submit: (event: FormEvent) => void;
}

/** The list's query from the address; other parameters of the page (another section's) are kept. */
export function useListQuery<S extends string>(filterKey: string, sorts: readonly [S, ...S[]]): ListQuery<S> {
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const filter = params.get(filterKey) ?? "";
  const sort = sorts.find((value) => value === params.get("sort")) ?? sorts[0];
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [typed, setTyped] = useState(search);
  const [sortKey = "", direction] = sort.split("_");
  const go: ListQuery<S>["go"] = (next, nextPage = 1) => {
    const merged = { q: search, filter, sort, ...next };
    const query = new URLSearchParams(params);
    for (const key of ["q", filterKey, "sort", "page"]) query.delete(key);
    if (merged.q) query.set("q", merged.q);
    if (merged.filter) query.set(filterKey, merged.filter);
    if (merged.sort !== sorts[0]) query.set("sort", merged.sort);
    if (nextPage > 1) query.set("page", String(nextPage));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim() });
  };
  return {
    search,
    filter,
    sort,
    sortKey,
    direction: direction === "asc" ? "asc" : "desc",
    page,
    typed,
    setTyped,
    go,
    submit,
  };
}

/**
 * The list's filters form. Its wording is the list's: `<prefix>.filters` (the form's name),
 * `.search`, `.searchSubmit`, `.sort` and `.sort.<value>`; the filter brings its own.
 */
export function ListFilters<S extends string>({
  prefix,
  list,
  filter,
  sorts,
}: {
  prefix: string;
  list: ListQuery<S>;
  filter: { labelId: string; options: { value: string; label: string }[] };
  sorts: readonly S[];
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <search>
      <form
        className="crest-admin-form crest-admin-form--inline"
        aria-label={t(`${prefix}.filters`)}
        onSubmit={list.submit}
      >
        <TextField labelId={`${prefix}.search`} value={list.typed} onChange={list.setTyped} />
        <Button htmlType="submit">{t(`${prefix}.searchSubmit`)}</Button>
        <SelectField
          labelId={filter.labelId}
          value={list.filter}
          onChange={(next) => list.go({ filter: next })}
          options={filter.options}
        />
        <SelectField
          labelId={`${prefix}.sort`}
          value={list.sort}
          onChange={(next) => list.go({ sort: next as S })}
          options={sorts.map((value) => ({ value, label: t(`${prefix}.sort.${value}`) }))}
        />
      </form>
    </search>
  );
}

/** A list's first line: its New button for those who may add, a read-only note for the others. */
export function NewOrReadOnly({
  can,
  label,
  to,
  readOnly,
}: {
  can: boolean;
  label: string;
  to: string;
  readOnly: string;
}) {
  const navigate = useNavigate();
  return can ? (
    <p>
      <Button type="primary" onClick={() => navigate(to)}>
        {label}
      </Button>
    </p>
  ) : (
    <p>{readOnly}</p>
  );
}
