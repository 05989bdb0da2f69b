import { PERK_REFERENCE_TYPES, type PerkReferenceType } from "@crest/domain";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useStaffEvents } from "../events/events-api.ts";
import { SelectField, TextField } from "../events/form-fields.tsx";
import { NO_PRODUCTS_FILTER, useAllCategories, useStaffProducts } from "../products/products-api.ts";
import type { AppliesTo } from "./perk-draft.ts";

/** The kinds of thing a perk can name one of; the others apply to any of their kind. */
const NAMED = ["product", "category", "event"] as const;
type Named = (typeof NAMED)[number];
const isNamed = (type: PerkReferenceType): type is Named => (NAMED as readonly string[]).includes(type);

/**
 * What a perk may be used on (spec-2 §3 referenceType): anything, the whole order, or a product,
 * category, event, reservation or appointment; for the first three, any of them or one chosen.
 * Products and events are found by words of their name (a club has hundreds); categories are
 * all listed. The server checks the chosen one is the club's.
 */
export function AppliesToFields({
  value,
  onChange,
  disabled,
}: {
  value: AppliesTo;
  onChange: (value: AppliesTo) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <SelectField
        labelId="admin.perks.field.appliesTo"
        value={value.type}
        onChange={(type) => onChange({ type: type as PerkReferenceType, id: "", label: null })}
        disabled={disabled}
        options={PERK_REFERENCE_TYPES.map((type) => ({
          value: type,
          label: intl.formatMessage({ id: `admin.perks.appliesTo.${type}` }),
        }))}
      />
      {isNamed(value.type) ? (
        <WhichOne key={value.type} type={value.type} value={value} onChange={onChange} disabled={disabled} />
      ) : null}
    </>
  );
}

/** Which product, category or event: "any" first, then the ones found, the chosen one kept. */
function WhichOne({
  type,
  value,
  onChange,
  disabled,
}: {
  type: Named;
  value: AppliesTo;
  onChange: (value: AppliesTo) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState("");
  const found = useFound(type, search);
  const options = [
    { value: "", label: intl.formatMessage({ id: `admin.perks.appliesTo.any.${type}` }) },
    ...(value.id && !found.some((item) => item.id === value.id)
      ? [{ value: value.id, label: value.label ?? value.id }]
      : []),
    ...found.map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <>
      {type === "category" ? null : (
        <TextField
          labelId={`admin.perks.field.find.${type}`}
          helpId="admin.perks.field.findHelp"
          value={search}
          onChange={setSearch}
          disabled={disabled}
        />
      )}
      <SelectField
        labelId={`admin.perks.field.which.${type}`}
        value={value.id}
        onChange={(id) =>
          onChange({
            type,
            id,
            label: id ? (options.find((option) => option.value === id)?.label ?? null) : null,
          })
        }
        disabled={disabled}
        options={options}
      />
    </>
  );
}

/** The first page of the club's products or upcoming events matching `search`, or every category. */
function useFound(type: Named, search: string): { id: string; name: string }[] {
  const products = useStaffProducts({ ...NO_PRODUCTS_FILTER, search, sort: "name" }, 1, type === "product");
  const events = useStaffEvents({ when: "upcoming", search }, 1, type === "event");
  const categories = useAllCategories(type === "category");
  if (type === "product") return products.data?.data ?? [];
  if (type === "event")
    return (events.data?.data ?? []).map((event) => ({ id: event.id, name: event.title }));
  return categories.data ?? [];
}
