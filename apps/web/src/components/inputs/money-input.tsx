import { Input, type InputProps } from "antd";
import type { ChangeEvent, FocusEvent } from "react";
import { useIntl } from "react-intl";
import {
  completeCents,
  decimalSeparatorOf,
  type MoneyInputMode,
  sanitizeMoneyInput,
} from "./money-input.rules.ts";

export interface MoneyInputProps extends Omit<InputProps, "value" | "onChange" | "inputMode"> {
  /** The text as typed (after sanitising); the form converts it with toCents when it submits. */
  value?: string;
  onChange?: (value: string) => void;
  mode?: MoneyInputMode;
}

/**
 * A text field for amounts that drops characters the mode does not allow (spec-1 §5). Decimals
 * are shown and typed with the member's decimal separator (25,50 in Spanish); the value keeps
 * a dot.
 */
export function MoneyInput({ value, onChange, mode = "decimal", onBlur, ...rest }: MoneyInputProps) {
  const intl = useIntl();
  const labels: Record<MoneyInputMode, string> = {
    cents: intl.formatMessage({ id: "inputs.money.cents", defaultMessage: "Amount in cents" }),
    dollars: intl.formatMessage({ id: "inputs.money.dollars", defaultMessage: "Amount in dollars" }),
    decimal: intl.formatMessage({ id: "inputs.money.amount", defaultMessage: "Amount" }),
  };

  const separator = decimalSeparatorOf(intl.locale);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeMoneyInput(event.target.value, mode, separator);
    if (next !== (value ?? "")) onChange?.(next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (mode === "cents" && value) {
      const padded = completeCents(value);
      if (padded !== value) onChange?.(padded);
    }
    onBlur?.(event);
  };

  return (
    <Input
      aria-label={labels[mode]}
      {...rest}
      value={(value ?? "").replace(".", separator)}
      onChange={handleChange}
      onBlur={handleBlur}
      inputMode={mode === "decimal" ? "decimal" : "numeric"}
    />
  );
}
