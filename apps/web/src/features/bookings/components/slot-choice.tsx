import { parseTime, type Slot, slotAtOrAfter } from "@crest/domain";
import { Flex, Radio, Typography } from "antd";
import { TimePicker } from "../../../components/inputs/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";

/**
 * The wizard's time step (spec-2 §2, §5): the 15-minute time picker with AM/PM moves the choice
 * to the first free slot at or after the picked time (wrapping as the picker wraps), and the day's
 * free times are listed to pick from directly.
 */
export function SlotChoice({
  slots,
  value,
  onChange,
  hourCycle,
}: {
  slots: Slot[];
  value: Slot | undefined;
  onChange: (slot: Slot | undefined) => void;
  hourCycle: 12 | 24;
}) {
  const t = useT();
  const times = slots.map((slot) => slot.localTime);
  const pick = (time: string) => {
    const picked = parseTime(time);
    const found = picked ? slotAtOrAfter(times, picked) : null;
    onChange(slots.find((slot) => slot.localTime === found));
  };
  if (slots.length === 0) return <Typography.Text>{t("bookings.noSlots")}</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      <TimePicker
        value={value?.localTime ?? times[0]}
        onChange={pick}
        hourCycle={hourCycle}
        aria-label={t("bookings.time")}
      />
      <Radio.Group
        aria-label={t("bookings.freeTimes")}
        value={value?.localTime}
        onChange={(event) => onChange(slots.find((slot) => slot.localTime === event.target.value))}
      >
        <Flex wrap gap={8}>
          {slots.map((slot) => (
            <Radio.Button key={slot.localTime} value={slot.localTime}>
              {slot.localTime}
            </Radio.Button>
          ))}
        </Flex>
      </Radio.Group>
    </Flex>
  );
}
