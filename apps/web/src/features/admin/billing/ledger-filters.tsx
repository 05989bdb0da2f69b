import { LEDGER_STATUSES, LEDGER_TYPES } from "@crest/domain";
import { Button } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useIntl } from "react-intl";
import { fromZonedInput, toZonedInput } from "../components/club-intl.ts";
import { SelectField, TextField } from "../events/form-fields.tsx";
import type { LedgerFilter } from "./billing-api.ts";

/**
 * A ledger list's filters: the kind, the status (optional), and days in the club's zone (the
 * last day included: `to` is sent as the start of the next). Applied on submit.
 */
export function LedgerFilters({
  filter,
  timezone,
  withStatus,
  onApply,
}: {
  filter: LedgerFilter;
  timezone: string;
  withStatus?: boolean;
  onApply: (filter: LedgerFilter) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<{ type: string; status: string; from: string; to: string }>({
    type: filter.type ?? "",
    status: filter.status ?? "",
    from: filter.from ? toZonedInput(filter.from, timezone).slice(0, 10) : "",
    to: filter.to
      ? dayjs(toZonedInput(filter.to, timezone).slice(0, 10)).subtract(1, "day").format("YYYY-MM-DD")
      : "",
  });
  const any = { value: "", label: intl.formatMessage({ id: "admin.billing.filter.any" }) };
  return (
    <form
      className="crest-admin-form crest-admin-form--inline"
      aria-label={intl.formatMessage({ id: "admin.billing.filters" })}
      onSubmit={(event) => {
        event.preventDefault();
        const nextDay = draft.to ? dayjs(draft.to).add(1, "day").format("YYYY-MM-DD") : "";
        onApply({
          type: draft.type as LedgerFilter["type"],
          status: draft.status as LedgerFilter["status"],
          from: draft.from ? fromZonedInput(`${draft.from}T00:00`, timezone) : null,
          to: nextDay ? fromZonedInput(`${nextDay}T00:00`, timezone) : null,
        });
      }}
    >
      <SelectField
        labelId="admin.billing.filter.type"
        value={draft.type}
        onChange={(type) => setDraft({ ...draft, type })}
        options={[
          any,
          ...LEDGER_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage({ id: `admin.billing.type.${type}` }),
          })),
        ]}
      />
      {withStatus ? (
        <SelectField
          labelId="admin.billing.filter.status"
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          options={[
            any,
            ...LEDGER_STATUSES.map((status) => ({
              value: status,
              label: intl.formatMessage({ id: `admin.billing.status.${status}` }),
            })),
          ]}
        />
      ) : null}
      <TextField
        labelId="admin.billing.filter.from"
        type="date"
        value={draft.from}
        onChange={(from) => setDraft({ ...draft, from })}
      />
      <TextField
        labelId="admin.billing.filter.to"
        type="date"
        value={draft.to}
        onChange={(to) => setDraft({ ...draft, to })}
      />
      <Button htmlType="submit">{intl.formatMessage({ id: "admin.billing.filter.apply" })}</Button>
    </form>
  );
}
