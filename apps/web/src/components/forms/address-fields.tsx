import { addressRuleIssues, FIELD_MESSAGES, isUnitedStates, US_STATES } from "@crest/domain";
import { Col, Form, Input, Row, Select } from "antd";
import type { Rule } from "antd/es/form";
import { type ReactNode, useMemo } from "react";
import { useIntl } from "react-intl";
import { localityFields, stateLabelOf } from "../../lib/address/address-format.ts";
import { useCountryOptions } from "../../lib/address/use-country-options.ts";
import { loadFieldMessageIds, translateFieldMessage } from "../../lib/forms/index.ts";

// These forms word their own checks through the field messages' ids: load them with the form.
void loadFieldMessageIds();

import { useT } from "../../lib/intl/use-t.ts";

export interface AddressFieldsProps {
  /** Where the fields sit in the form's values: `["billingDetails"]` puts them under billingDetails. */
  prefix?: string[];
  /** Whether the address must be complete (a saved address, a card's billing details); the profile's may stay blank. */
  required?: boolean;
  /** The whole address, or only the country and the postal code (a card's billing details, spec-1 §5). */
  parts?: "address" | "postalCode";
  /** The form says a missing country itself, in a notification (the card edit, spec-1 §5). */
  countryNotice?: boolean;
}

type RuleField = "state" | "zipCode";

const isStateMatch = (input: string, state: { value: string; label: string }): boolean => {
  const typed = input.trim().toLowerCase();
  return (
    state.value.toLowerCase() === typed ||
    state.label
      .toLowerCase()
      .split(/[\s.]+/)
      .some((word) => word.startsWith(typed))
  );
};

/**
 * An address's fields, written once for every form (spec-1 §5): the country first, since it
 * decides the rest; then the lines; then city, state and postal code in the order the country
 * writes them, the state named as the country calls it (state, province or region) and chosen
 * from the list in the US, the postal code 'ZIP Code' in the US. Checked as the member types by
 * the server's own rules (addressRuleIssues), worded in the member's language. `required` marks
 * and requires what an address needs, with the messages of the server's schema for that body.
 */
export function AddressFields({
  prefix = [],
  required = false,
  parts = "address",
  countryNotice = false,
}: AddressFieldsProps) {
  const intl = useIntl();
  const t = useT();
  const form = Form.useFormInstance();
  const path = (field: string) => [...prefix, field];
  const country: string | undefined = Form.useWatch(path("country"), form);
  const us = isUnitedStates(country);
  const countries = useCountryOptions();
  const states = useMemo(() => US_STATES.map(([value, label]) => ({ value, label })), []);
  const postalOnly = parts === "postalCode";

  const requiredRule = (message: string): Rule[] =>
    required ? [{ required: true, whitespace: true, message: translateFieldMessage(message, intl) }] : [];
  // The rules across fields are the server's, on what the form holds now.
  const crossFieldRule = (field: RuleField): Rule => ({
    validator: () => {
      const issue = addressRuleIssues(
        {
          country: form.getFieldValue(path("country")),
          state: form.getFieldValue(path("state")),
          zipCode: form.getFieldValue(path("zipCode")) ?? "",
        },
        { required },
      ).find((candidate) => candidate.field === field);
      return issue
        ? Promise.reject(new Error(translateFieldMessage(issue.message, intl)))
        : Promise.resolve();
    },
  });

  const countryField = (
    <Form.Item
      name={path("country")}
      label={t("forms.address.country")}
      rules={
        countryNotice
          ? []
          : requiredRule(postalOnly ? FIELD_MESSAGES.country_missing : FIELD_MESSAGES.country_required)
      }
    >
      <Select
        options={countries}
        showSearch={{ optionFilterProp: "label" }}
        onChange={() => (postalOnly ? undefined : form.setFieldValue(path("state"), undefined))}
      />
    </Form.Item>
  );
  const zipCodeField = (
    <Form.Item
      name={path("zipCode")}
      label={t(us ? "forms.address.zipCode" : "forms.address.postalCode")}
      dependencies={[path("country")]}
      rules={[
        ...requiredRule(postalOnly ? FIELD_MESSAGES.billing_zip_required : FIELD_MESSAGES.zip_required),
        crossFieldRule("zipCode"),
      ]}
    >
      <Input autoComplete="postal-code" maxLength={20} />
    </Form.Item>
  );

  if (postalOnly)
    return (
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {countryField}
        </Col>
        <Col xs={24} md={12}>
          {zipCodeField}
        </Col>
      </Row>
    );

  const locality: Record<"city" | "state" | "zipCode", ReactNode> = {
    city: (
      <Form.Item
        name={path("city")}
        label={t("forms.address.city")}
        rules={requiredRule(FIELD_MESSAGES.city_required)}
      >
        <Input autoComplete="address-level2" maxLength={100} />
      </Form.Item>
    ),
    state: (
      <Form.Item
        name={path("state")}
        label={t(`forms.address.${stateLabelOf(country)}`)}
        dependencies={[path("country")]}
        required={required && us}
        rules={[crossFieldRule("state")]}
      >
        {us ? (
          <Select
            options={states}
            // A state is found by its code ("RI") or by the start of a word of its name ("Rhode", "Island").
            showSearch={{ filterOption: (input, option) => (option ? isStateMatch(input, option) : false) }}
            allowClear={required ? false : { label: t("inputs.clear") }}
          />
        ) : (
          <Input autoComplete="address-level1" maxLength={100} />
        )}
      </Form.Item>
    ),
    zipCode: zipCodeField,
  };

  return (
    <>
      {countryField}
      <Form.Item
        name={path("address")}
        label={t("forms.address.line1")}
        rules={requiredRule(FIELD_MESSAGES.address_required)}
      >
        <Input autoComplete="address-line1" maxLength={200} />
      </Form.Item>
      <Form.Item name={path("address2")} label={t("forms.address.line2")}>
        <Input autoComplete="address-line2" maxLength={200} />
      </Form.Item>
      <Form.Item name={path("address3")} label={t("forms.address.line3")}>
        <Input autoComplete="address-line3" maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        {localityFields(country).map((field) => (
          <Col xs={24} md={field === "zipCode" ? 6 : 9} key={field}>
            {locality[field]}
          </Col>
        ))}
      </Row>
    </>
  );
}
