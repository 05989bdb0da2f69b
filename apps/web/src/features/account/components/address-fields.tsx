import { Col, Form, Input, Row, Select } from "antd";
import { useMemo } from "react";
import { isUnitedStates, isValidPostalCode, US_STATES } from "../../../lib/address/countries.ts";
import { useCountryOptions } from "../../../lib/address/use-country-options.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { localityFields, stateLabelOf } from "./address-format.ts";

/**
 * Address lines, city, state, zip and country (spec-1 §5): the state is a select for the US and
 * free text elsewhere; the zip is 'Zipcode' for the US and 'Postal Code' elsewhere, checked
 * against the country's pattern when there is one. City, state and postal code come in the
 * order the chosen country writes them, the state named as it calls it (state, province).
 */
export function AddressFields() {
  const t = useT();
  const form = Form.useFormInstance();
  const country: string | undefined = Form.useWatch("country", form);
  const us = isUnitedStates(country);

  const countries = useCountryOptions();
  const states = useMemo(() => US_STATES.map(([value, label]) => ({ value, label })), []);

  // The city, state and postal code, placed in the order the chosen country writes them.
  const localityItems = {
    city: (
      <Form.Item name="city" label={t("profile.city")}>
        <Input autoComplete="address-level2" maxLength={100} />
      </Form.Item>
    ),
    state: (
      <Form.Item name="state" label={t(`profile.${stateLabelOf(country)}`)}>
        {us ? (
          <Select
            options={states}
            showSearch={{ optionFilterProp: "label" }}
            allowClear={{ label: t("inputs.clear") }}
          />
        ) : (
          <Input autoComplete="address-level1" maxLength={100} />
        )}
      </Form.Item>
    ),
    zipCode: (
      <Form.Item
        name="zipCode"
        label={t(us ? "profile.zipcode" : "profile.postalCode")}
        dependencies={["country"]}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              isValidPostalCode(value ?? "", form.getFieldValue("country"))
                ? Promise.resolve()
                : Promise.reject(new Error(t("profile.invalidValue"))),
          },
        ]}
      >
        <Input autoComplete="postal-code" maxLength={20} />
      </Form.Item>
    ),
  };

  // The country comes first: it decides the order and names of the fields below it.
  return (
    <>
      <Form.Item name="country" label={t("profile.country")}>
        <Select
          options={countries}
          showSearch={{ optionFilterProp: "label" }}
          onChange={() => form.setFieldValue("state", undefined)}
        />
      </Form.Item>
      <Form.Item name="address" label={t("profile.address")}>
        <Input autoComplete="address-line1" maxLength={200} />
      </Form.Item>
      <Form.Item name="address2" label={t("profile.address2")}>
        <Input autoComplete="address-line2" maxLength={200} />
      </Form.Item>
      <Form.Item name="address3" label={t("profile.address3")}>
        <Input autoComplete="address-line3" maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        {localityFields(country).map((field) => (
          <Col xs={24} md={field === "zipCode" ? 6 : 9} key={field}>
            {localityItems[field]}
          </Col>
        ))}
      </Row>
    </>
  );
}
