import { Input, type InputProps } from "antd";
import { useIntl } from "react-intl";
import { formatCardExpiry } from "./card-expiry-input.rules.ts";

export interface CardExpiryInputProps extends Omit<InputProps, "value" | "onChange" | "inputMode"> {
  /** "MM / YY" as shown; parseCardExpiry splits it for the API. */
  value?: string;
  onChange?: (value: string) => void;
}

/** Card expiry field: digits only, ' / ' inserted after the month (spec-1 §2.5). */
export function CardExpiryInput({ value, onChange, ...rest }: CardExpiryInputProps) {
  const intl = useIntl();
  return (
    <Input
      aria-label={intl.formatMessage({ id: "inputs.cardExpiry.label", defaultMessage: "Expiration date" })}
      placeholder={intl.formatMessage({ id: "inputs.cardExpiry.placeholder", defaultMessage: "MM / YY" })}
      autoComplete="cc-exp"
      {...rest}
      inputMode="numeric"
      value={value ?? ""}
      onChange={(event) => onChange?.(formatCardExpiry(event.target.value, value ?? ""))}
    />
  );
}
