import { Input, type InputProps } from "antd";
import { formatDateTyping } from "./date-text.rules.ts";

export interface DateTextInputProps extends Omit<InputProps, "value" | "onChange" | "inputMode"> {
  value?: string;
  onChange?: (value: string) => void;
}

/** A survey date (spec-1 §5): digits in the club's order, the slashes added while typing. */
export function DateTextInput({ value, onChange, ...rest }: DateTextInputProps) {
  return (
    <Input
      autoComplete="off"
      maxLength={10}
      {...rest}
      inputMode="numeric"
      value={value ?? ""}
      onChange={(event) => onChange?.(formatDateTyping(event.target.value, value ?? ""))}
    />
  );
}
