import type { Category } from "@crest/domain";
import { Select } from "antd";
import { useId } from "react";
import { useIntl } from "react-intl";

/** Every category of the tree, children indented under their parent. */
const flatten = (categories: readonly Category[], depth = 0): { value: string; label: string }[] =>
  categories.flatMap((category) => [
    { value: category.id, label: `${"— ".repeat(depth)}${category.name}` },
    ...flatten(category.childCategories, depth + 1),
  ]);

/** The list's category filter: all categories, or one (with its subcategories). */
export function CategorySelect({
  categories,
  value,
  onChange,
}: {
  categories: readonly Category[];
  value: string | undefined;
  onChange: (categoryId: string | undefined) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const all = intl.formatMessage({ id: "catalogue.allCategories" });
  return (
    <div>
      <label htmlFor={id} className="crest-visually-hidden">
        {intl.formatMessage({ id: "catalogue.category" })}
      </label>
      <Select
        id={id}
        style={{ minWidth: 240 }}
        value={value ?? ""}
        onChange={(next: string) => onChange(next || undefined)}
        options={[{ value: "", label: all }, ...flatten(categories)]}
      />
    </div>
  );
}
