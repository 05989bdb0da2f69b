import { Button } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { type DraftPath, useDraft, valueAt, withItemMoved, withItemRemoved } from "./draft.ts";

/**
 * A list in the config (slogans, navigation items, pages, social links): each item a group
 * named by its position ("Slogan 2") with its fields, and buttons to move it up or down (the
 * order members see) or remove it; a button under the list adds one.
 */
export function ListEditor({
  path,
  itemLabelId,
  addLabelId,
  newItem,
  children,
}: {
  path: DraftPath;
  /** The item's name with its position: "Slogan {number}". */
  itemLabelId: string;
  addLabelId: string;
  newItem: () => unknown;
  /** The fields of the item at a path. */
  children: (itemPath: DraftPath, index: number) => ReactNode;
}) {
  const intl = useIntl();
  const { draft, change, update } = useDraft();
  const value = valueAt(draft, path);
  const items = Array.isArray(value) ? value : [];
  return (
    <div className="crest-admin-list">
      {items.map((_, index) => {
        const name = intl.formatMessage({ id: itemLabelId }, { number: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its position; moving one moves its fields with it
          <fieldset key={index} className="crest-admin-list__item">
            <legend>{name}</legend>
            {children([...path, index], index)}
            <div className="crest-admin-list__actions">
              <Button
                size="small"
                disabled={index === 0}
                onClick={() => update((current) => withItemMoved(current, path, index, index - 1))}
                aria-label={intl.formatMessage({ id: "admin.list.moveUpNamed" }, { name })}
              >
                {intl.formatMessage({ id: "admin.list.moveUp" })}
              </Button>
              <Button
                size="small"
                disabled={index === items.length - 1}
                onClick={() => update((current) => withItemMoved(current, path, index, index + 1))}
                aria-label={intl.formatMessage({ id: "admin.list.moveDownNamed" }, { name })}
              >
                {intl.formatMessage({ id: "admin.list.moveDown" })}
              </Button>
              <Button
                size="small"
                onClick={() => update((current) => withItemRemoved(current, path, index))}
                aria-label={intl.formatMessage({ id: "admin.list.removeNamed" }, { name })}
              >
                {intl.formatMessage({ id: "admin.list.remove" })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button onClick={() => change(path, [...items, newItem()])}>
        {intl.formatMessage({ id: addLabelId })}
      </Button>
    </div>
  );
}

/**
 * A free-form map in the config (named colours, extra antd tokens, feature flags): one row per
 * entry with its name and value; renaming keeps the entry's place.
 */
export function RecordEditor({
  path,
  entryLabelId,
  addLabelId,
  newValue,
  renderValue,
}: {
  path: DraftPath;
  entryLabelId: string;
  addLabelId: string;
  newValue: unknown;
  renderValue: (valuePath: DraftPath, name: string) => ReactNode;
}) {
  const intl = useIntl();
  const { draft, change } = useDraft();
  const value = valueAt(draft, path);
  const entries = Object.entries(typeof value === "object" && value !== null ? value : {});
  const rename = (index: number, name: string) =>
    change(
      path,
      Object.fromEntries(entries.map(([key, inner], position) => [position === index ? name : key, inner])),
    );
  const remove = (index: number) =>
    change(path, Object.fromEntries(entries.filter((_, position) => position !== index)));
  const add = () => {
    let name = "new";
    for (let n = 2; entries.some(([key]) => key === name); n++) name = `new${n}`;
    change(path, { ...Object.fromEntries(entries), [name]: newValue });
  };
  return (
    <div className="crest-admin-list">
      {entries.map(([key], index) => {
        const name = intl.formatMessage({ id: entryLabelId }, { number: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: renaming an entry must keep its row (and focus)
          <fieldset key={index} className="crest-admin-list__item crest-admin-list__item--row">
            <legend>{name}</legend>
            <label className="crest-admin-field">
              {intl.formatMessage({ id: "admin.record.name" })}
              <input
                className="crest-admin-input"
                value={key}
                onChange={(event) => rename(index, event.target.value)}
              />
            </label>
            {renderValue([...path, key], key)}
            <Button
              size="small"
              onClick={() => remove(index)}
              aria-label={intl.formatMessage({ id: "admin.list.removeNamed" }, { name })}
            >
              {intl.formatMessage({ id: "admin.list.remove" })}
            </Button>
          </fieldset>
        );
      })}
      <Button onClick={add}>{intl.formatMessage({ id: addLabelId })}</Button>
    </div>
  );
}
