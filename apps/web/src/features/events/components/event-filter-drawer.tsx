import {
  activeFilterCount,
  type EventCategory,
  type EventFilter,
  isFilterDayDisabled,
  TIME_SLOTS,
  type TimeSlot,
} from "@crest/domain";
import { Button, DatePicker, Drawer, Flex, Form, Tag } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useFormat } from "../../../lib/format/format-context.tsx";
import { usePortalConfig } from "../../config/index.ts";

const DAY = "YYYY-MM-DD";

/**
 * spec-2 §2 the event filter drawer: start and end dates (days before yesterday disabled, §5),
 * category tags, time-slot chips, Clear and Search. The page keeps the applied filter (in the
 * address); the drawer edits a copy until Search (the page mounts it afresh each time it opens).
 */
export function EventFilterDrawer({
  open,
  value,
  categories,
  onApply,
  onClose,
}: {
  open: boolean;
  value: EventFilter;
  categories: EventCategory[];
  onApply: (filter: EventFilter) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useFormat();
  const [draft, setDraft] = useState<EventFilter>(value);
  const { intl: club } = usePortalConfig();
  const disabled = (day: Dayjs) => isFilterDayDisabled(day.format(DAY), new Date(), club.timezone);
  const toggle = <T extends string>(list: readonly T[] | undefined, item: T) =>
    list?.includes(item) ? list.filter((entry) => entry !== item) : [...(list ?? []), item];
  const pick = (key: "startDate" | "endDate") => (day: Dayjs | null) =>
    setDraft((current) => ({ ...current, [key]: day ? day.format(DAY) : undefined }));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: "events.filterCount" }, { count: activeFilterCount(draft) })}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => setDraft({})}>{t("events.clear")}</Button>
          <Button type="primary" onClick={() => onApply(draft)}>
            {t("events.search")}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical">
        {(["startDate", "endDate"] as const).map((key) => (
          <Form.Item key={key} label={t(`events.${key}`)} htmlFor={`events-${key}`}>
            <DatePicker
              id={`events-${key}`}
              style={{ width: "100%" }}
              format={format.dateFormat}
              value={draft[key] ? dayjs(draft[key]) : null}
              disabledDate={disabled}
              onChange={pick(key)}
            />
          </Form.Item>
        ))}
        {categories.length > 0 ? (
          <Form.Item label={t("events.categories")}>
            <Flex wrap gap={8} role="group" aria-label={t("events.categories")}>
              {categories.map((category) => (
                <Tag.CheckableTag
                  key={category.id}
                  checked={draft.categories?.includes(category.id) ?? false}
                  onChange={() =>
                    setDraft((current) => ({
                      ...current,
                      categories: toggle(current.categories, category.id),
                    }))
                  }
                >
                  {category.name}
                </Tag.CheckableTag>
              ))}
            </Flex>
          </Form.Item>
        ) : null}
        <Form.Item label={t("events.timeSlots")}>
          <Flex wrap gap={8} role="group" aria-label={t("events.timeSlots")}>
            {TIME_SLOTS.map((slot: TimeSlot) => (
              <Tag.CheckableTag
                key={slot}
                checked={draft.timeSlots?.includes(slot) ?? false}
                onChange={() =>
                  setDraft((current) => ({ ...current, timeSlots: toggle(current.timeSlots, slot) }))
                }
              >
                {t(`events.slot.${slot}`)}
              </Tag.CheckableTag>
            ))}
          </Flex>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
