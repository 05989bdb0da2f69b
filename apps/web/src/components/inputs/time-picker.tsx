import {
  type Direction,
  formatTime,
  type HourCycle,
  type Meridiem,
  parseTime,
  stepHour,
  stepMinute,
  type Time,
  toTwelveHour,
  toTwentyFourHour,
} from "@crest/domain/bookings/time-picker.rules";
import { Button, Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { ChevronIcon } from "../icons.tsx";

export interface TimePickerProps {
  /** "HH:mm", 24-hour, whatever the display cycle. */
  value?: string;
  onChange?: (value: string) => void;
  /** 12 shows 1…12 with AM/PM (the default); 24 shows 0…23. */
  hourCycle?: HourCycle;
  disabled?: boolean;
  "aria-label"?: string;
}

/** Shown before anything is chosen: noon, a time every club is open. */
const INITIAL_TIME: Time = { hour: 12, minute: 0 };

const pad = (n: number): string => String(n).padStart(2, "0");

interface StepColumnProps {
  label: string;
  upLabel: string;
  downLabel: string;
  text: string;
  disabled: boolean;
  onStep: (direction: Direction) => void;
}

function StepColumn({ label, upLabel, downLabel, text, disabled, onStep }: StepColumnProps): ReactNode {
  return (
    <Flex vertical align="center" gap={4}>
      <Button
        aria-label={upLabel}
        disabled={disabled}
        onClick={() => onStep(1)}
        icon={<ChevronIcon direction="up" />}
      />
      <Typography.Text strong style={{ fontSize: 24 }}>
        <output aria-label={label}>{text}</output>
      </Typography.Text>
      <Button
        aria-label={downLabel}
        disabled={disabled}
        onClick={() => onStep(-1)}
        icon={<ChevronIcon direction="down" />}
      />
    </Flex>
  );
}

/** Wizard-style time picker: hour and minute steppers (15-minute steps) and an AM/PM switch. */
export function TimePicker({
  value,
  onChange,
  hourCycle = 12,
  disabled = false,
  "aria-label": ariaLabel,
}: TimePickerProps) {
  const intl = useIntl();
  const time = parseTime(value) ?? INITIAL_TIME;
  const twelve = toTwelveHour(time.hour);
  const emit = (next: Time) => onChange?.(formatTime(next));

  const stepHours = (direction: Direction) => {
    if (hourCycle === 24) return emit({ ...time, hour: stepHour(time.hour, direction, 24) });
    const hour = stepHour(twelve.hour, direction, 12);
    emit({ ...time, hour: toTwentyFourHour(hour, twelve.meridiem) });
  };
  const setMeridiem = (meridiem: Meridiem) => {
    if (meridiem !== twelve.meridiem) emit({ ...time, hour: toTwentyFourHour(twelve.hour, meridiem) });
  };

  const meridiemLabels: Record<Meridiem, string> = {
    AM: intl.formatMessage({ id: "inputs.timePicker.am", defaultMessage: "AM" }),
    PM: intl.formatMessage({ id: "inputs.timePicker.pm", defaultMessage: "PM" }),
  };

  return (
    <Flex
      role="group"
      aria-label={ariaLabel ?? intl.formatMessage({ id: "inputs.timePicker.label", defaultMessage: "Time" })}
      align="center"
      gap={12}
    >
      <StepColumn
        label={intl.formatMessage({ id: "inputs.timePicker.hour", defaultMessage: "Hour" })}
        upLabel={intl.formatMessage({ id: "inputs.timePicker.nextHour", defaultMessage: "Next hour" })}
        downLabel={intl.formatMessage({
          id: "inputs.timePicker.previousHour",
          defaultMessage: "Previous hour",
        })}
        text={pad(hourCycle === 12 ? twelve.hour : time.hour)}
        disabled={disabled}
        onStep={stepHours}
      />
      <span aria-hidden="true">:</span>
      <StepColumn
        label={intl.formatMessage({ id: "inputs.timePicker.minute", defaultMessage: "Minute" })}
        upLabel={intl.formatMessage({
          id: "inputs.timePicker.nextMinute",
          defaultMessage: "Next 15 minutes",
        })}
        downLabel={intl.formatMessage({
          id: "inputs.timePicker.previousMinute",
          defaultMessage: "Previous 15 minutes",
        })}
        text={pad(time.minute)}
        disabled={disabled}
        onStep={(direction) => emit({ ...time, minute: stepMinute(time.minute, direction) })}
      />
      {hourCycle === 12 && (
        <Flex vertical gap={4}>
          {(["AM", "PM"] as const).map((meridiem) => (
            <Button
              key={meridiem}
              aria-pressed={twelve.meridiem === meridiem}
              type={twelve.meridiem === meridiem ? "primary" : "default"}
              disabled={disabled}
              onClick={() => setMeridiem(meridiem)}
            >
              {meridiemLabels[meridiem]}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
