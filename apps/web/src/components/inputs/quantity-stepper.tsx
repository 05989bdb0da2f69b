import { Button, Input, Space } from "antd";
import { type ChangeEvent, type KeyboardEvent, useState } from "react";
import { useIntl } from "react-intl";
import { MinusIcon, PlusIcon } from "../icons.tsx";

/** spec-1 §9: a quantity starts at 1. */
export const DEFAULT_QUANTITY = 1;

export interface QuantityStepperProps {
  value?: number;
  onChange?: (value: number) => void;
  /** Lowest allowed quantity; 0 unless told. */
  min?: number;
  max?: number;
  disabled?: boolean;
  /** Accessible name of the whole control, e.g. the product name. */
  "aria-label"?: string;
  id?: string;
}

const clamp = (n: number, min: number, max?: number): number =>
  Math.max(min, max === undefined ? n : Math.min(max, n));

/** Minus / number / plus; the buttons switch off at the bounds and typed numbers are clamped. */
export function QuantityStepper({
  value,
  onChange,
  min = 0,
  max,
  disabled = false,
  "aria-label": ariaLabel,
  id,
}: QuantityStepperProps) {
  const intl = useIntl();
  const current = clamp(value ?? DEFAULT_QUANTITY, min, max);
  // While typing, a number below the minimum may be the start of a valid one ("1" of "15").
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    setDraft(null);
    const clamped = clamp(next, min, max);
    if (clamped !== value) onChange?.(clamped);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, "");
    if (digits === "") return setDraft("");
    const typed = Number(digits);
    if (typed < min) return setDraft(digits);
    commit(typed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowUp") {
      event.preventDefault();
      commit(current + 1);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      commit(current - 1);
    }
  };

  const atMin = current <= min;
  const atMax = max !== undefined && current >= max;

  return (
    <Space.Compact
      role="group"
      aria-label={
        ariaLabel ?? intl.formatMessage({ id: "inputs.quantity.label", defaultMessage: "Quantity" })
      }
    >
      <Button
        aria-label={intl.formatMessage({
          id: "inputs.quantity.decrease",
          defaultMessage: "Decrease quantity",
        })}
        disabled={disabled || atMin}
        onClick={() => commit(current - 1)}
        icon={<MinusIcon />}
      />
      <Input
        id={id}
        role="spinbutton"
        aria-label={intl.formatMessage({ id: "inputs.quantity.label", defaultMessage: "Quantity" })}
        aria-valuenow={current}
        aria-valuemin={min}
        aria-valuemax={max}
        inputMode="numeric"
        disabled={disabled}
        value={draft ?? String(current)}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={() => (draft === null ? undefined : commit(draft === "" ? min : Number(draft)))}
        style={{ width: 64, textAlign: "center" }}
      />
      <Button
        aria-label={intl.formatMessage({
          id: "inputs.quantity.increase",
          defaultMessage: "Increase quantity",
        })}
        disabled={disabled || atMax}
        onClick={() => commit(current + 1)}
        icon={<PlusIcon />}
      />
    </Space.Compact>
  );
}
