import type { SurveyField as Field, SurveyRuleContext } from "@crest/domain";
import { Checkbox, Form, Input, Radio, Select, Typography } from "antd";
import { useId } from "react";
import { useIntl } from "react-intl";
import { useT } from "../../../lib/intl/use-t.ts";
import { DateTextInput } from "./fields/date-text-input.tsx";
import { FileAnswerInput } from "./fields/file-answer-input.tsx";
import { SignaturePad } from "./fields/signature-pad.tsx";
import { acceptedTypesText, fieldRule, isCheckboxGroup } from "./survey-answers.ts";

export interface SurveyFieldProps {
  field: Field;
  rules: SurveyRuleContext;
  disabled: boolean;
}

/** The autocomplete token of a data-mapped field, so browsers can fill it (WCAG 1.3.5). */
const AUTOCOMPLETE: Partial<Record<NonNullable<Field["dataMap"]>, string>> = {
  first_name: "given-name",
  middle_name: "additional-name",
  last_name: "family-name",
  email: "email",
  mobile_number: "tel-national",
  phone_number: "tel-national",
  birthdate: "bday",
  company_name: "organization",
  company_title: "organization-title",
  address: "address-line1",
  address2: "address-line2",
  city: "address-level2",
  zip_code: "postal-code",
  website: "url",
};

/** A section: a heading and its text, no answer. */
function Section({ field }: { field: Field }) {
  return (
    <div className="crest-survey-section">
      <h3 className="crest-survey-section__title">{field.field.label}</h3>
      {field.field.help ? <Typography.Paragraph>{field.field.help}</Typography.Paragraph> : null}
    </div>
  );
}

/**
 * One survey field (spec-1 §3 field types): its control, label, placeholder and help, and the
 * shared rules checked as the member types. Hidden fields render nothing: their value travels
 * with the answers.
 */
export function SurveyField({ field, rules, disabled }: SurveyFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const t = useT();
  const { type, label, placeholder, help, required, values } = field.field;
  if (type === "section") return <Section field={field} />;
  if (type === "hidden") return null;
  const options = values.map((option) => ({ label: option.text, value: option.value }));
  const common = {
    name: field.id,
    extra: help ?? undefined,
    required,
    rules: [fieldRule(field, rules, intl)],
    validateFirst: true,
  };
  const textProps = {
    placeholder: placeholder ?? undefined,
    disabled,
    autoComplete: (field.dataMap && AUTOCOMPLETE[field.dataMap]) || undefined,
  };
  const labelled = <span id={labelId}>{label}</span>;

  switch (type) {
    case "textarea":
      return (
        <Form.Item {...common} label={label}>
          <Input.TextArea {...textProps} autoSize={{ minRows: 3, maxRows: 10 }} />
        </Form.Item>
      );
    case "password":
      return (
        <Form.Item {...common} label={label}>
          <Input.Password {...textProps} autoComplete="new-password" />
        </Form.Item>
      );
    case "datetime":
      return (
        <Form.Item {...common} label={label}>
          <DateTextInput {...textProps} placeholder={placeholder ?? rules.dateFormat} />
        </Form.Item>
      );
    case "select":
      return (
        <Form.Item {...common} label={label}>
          <Select
            options={options}
            disabled={disabled}
            allowClear={!required}
            placeholder={placeholder ?? t("surveys.select.placeholder")}
          />
        </Form.Item>
      );
    case "radio":
      return (
        <Form.Item {...common} label={labelled}>
          <Radio.Group options={options} disabled={disabled} role="radiogroup" aria-labelledby={labelId} />
        </Form.Item>
      );
    case "yesno":
      return (
        <Form.Item {...common} label={labelled}>
          <Radio.Group
            disabled={disabled}
            role="radiogroup"
            aria-labelledby={labelId}
            options={[
              { label: t("surveys.yes"), value: true },
              { label: t("surveys.no"), value: false },
            ]}
          />
        </Form.Item>
      );
    case "checkbox":
      return isCheckboxGroup(field) ? (
        <Form.Item {...common} label={labelled}>
          <Checkbox.Group options={options} disabled={disabled} role="group" aria-labelledby={labelId} />
        </Form.Item>
      ) : (
        <Form.Item {...common} valuePropName="checked">
          <Checkbox disabled={disabled}>{label}</Checkbox>
        </Form.Item>
      );
    case "upload":
      return (
        <Form.Item
          {...common}
          label={label}
          extra={
            <>
              {help ? <span className="crest-survey-help">{help}</span> : null}
              <span className="crest-survey-help">
                {intl.formatMessage(
                  { id: "surveys.file.types" },
                  {
                    types: acceptedTypesText(field, intl),
                    maxMegabytes: Math.floor(rules.uploadMaxBytes / 1024 / 1024),
                  },
                )}
              </span>
            </>
          }
        >
          <FileAnswerInput maxBytes={rules.uploadMaxBytes} accept={field.field.accept} disabled={disabled} />
        </Form.Item>
      );
    case "canvas":
      return (
        <Form.Item {...common} label={label}>
          <SignaturePad disabled={disabled} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common} label={label}>
          <Input {...textProps} />
        </Form.Item>
      );
  }
}
