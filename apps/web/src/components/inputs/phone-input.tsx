import { examplePhoneNumber } from "@crest/domain";
import type { FormRule } from "antd";
import { Input, Select, Space } from "antd";
import { useMemo } from "react";
import { type IntlShape, useIntl } from "react-intl";
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  formatPhoneAsTyped,
  isValidPhoneValue,
  type PhoneValue,
  phoneDigits,
  regionOfCode,
} from "./phone-input.rules.ts";

export interface PhoneInputProps {
  value?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  disabled?: boolean;
  id?: string;
  /**
   * The field's visible label (e.g. "Mobile"): names the number and, with it, the country code,
   * so two phone fields in one form are told apart. Without it: "Phone number", "Country code".
   */
  label?: string;
  "aria-invalid"?: boolean | "true" | "false";
  /** Set by antd's Form.Item: the field's error message and help, read with the number. */
  "aria-describedby"?: string;
  "aria-required"?: boolean | "true" | "false";
}

/** antd Form rule for a PhoneInput field: the spec-2 §5 check and message. */
export function phoneRule(intl: IntlShape): FormRule {
  return {
    validator: (_rule, value: PhoneValue | undefined) =>
      isValidPhoneValue(value)
        ? Promise.resolve()
        : Promise.reject(
            new Error(
              intl.formatMessage({
                id: "inputs.phone.invalid",
                defaultMessage: "Please enter a valid phone number",
              }),
            ),
          ),
  };
}

/** Country code select plus the number, shown as the chosen country writes it while typing. */
export function PhoneInput({
  value,
  onChange,
  disabled,
  id,
  label,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
  "aria-required": required,
}: PhoneInputProps) {
  const intl = useIntl();
  const countryCode = value?.countryCode ?? DEFAULT_COUNTRY_CODE;
  const number = value?.number ?? "";

  const options = useMemo(() => {
    const regions = new Intl.DisplayNames([intl.locale], { type: "region" });
    return COUNTRY_CODES.map(({ code, region }) => ({
      value: code,
      label: code,
      title: `${regions.of(region) ?? region} (${code})`,
    }));
  }, [intl.locale]);

  return (
    <Space.Compact block>
      <Select
        aria-label={
          label
            ? intl.formatMessage(
                { id: "inputs.phone.countryCodeOf", defaultMessage: "{field}, country code" },
                { field: label },
              )
            : intl.formatMessage({ id: "inputs.phone.countryCode", defaultMessage: "Country code" })
        }
        value={countryCode}
        options={options}
        onChange={(code: string) => onChange?.({ countryCode: code, number })}
        disabled={disabled}
        popupMatchSelectWidth={false}
        optionRender={(option) => option.data.title}
        style={{ width: 96 }}
      />
      <Input
        id={id}
        type="tel"
        autoComplete="tel-national"
        aria-label={
          label ?? intl.formatMessage({ id: "inputs.phone.number", defaultMessage: "Phone number" })
        }
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={required}
        placeholder={
          countryCode === DEFAULT_COUNTRY_CODE
            ? intl.formatMessage({ id: "inputs.phone.placeholder", defaultMessage: "(555) 555-5555" })
            : examplePhoneNumber(regionOfCode(countryCode))
        }
        // Numbers read left to right in every language (WCAG 1.3.2 in right-to-left pages).
        dir="ltr"
        value={formatPhoneAsTyped(number, countryCode)}
        onChange={(event) => onChange?.({ countryCode, number: phoneDigits(event.target.value) })}
        disabled={disabled}
      />
    </Space.Compact>
  );
}
