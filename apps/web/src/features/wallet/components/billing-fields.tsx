import { isValidPostalCode, postalFieldOf } from "@crest/domain";
import { Col, Form, Input, Row, Select } from "antd";
import { useCountryOptions } from "../../../lib/address/use-country-options.ts";
import { useT } from "../../../lib/intl/use-t.ts";

/**
 * Name on card, country and zip (spec-1 §5): the zip is 'Zipcode' in the US and 'Postal Code'
 * elsewhere, checked against the country's pattern. Field names sit under `billingDetails`.
 * `countryRequiredInline: false` leaves a missing country to the form (the card edit's notice).
 */
export function BillingFields({ countryRequiredInline = true }: { countryRequiredInline?: boolean }) {
  const t = useT();
  const form = Form.useFormInstance();
  const country: string | undefined = Form.useWatch(["billingDetails", "country"], form);
  const countries = useCountryOptions();
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item
          name={["billingDetails", "name"]}
          label={t("wallet.fullName")}
          rules={[{ required: true, whitespace: true, message: t("wallet.fullNameRequired") }]}
        >
          <Input autoComplete="cc-name" maxLength={120} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={["billingDetails", "country"]}
          label={t("wallet.country")}
          // The card edit form says it in a notification instead (spec-1 §5 card edit).
          rules={countryRequiredInline ? [{ required: true, message: t("wallet.countryRequired") }] : []}
        >
          <Select options={countries} showSearch={{ optionFilterProp: "label" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={["billingDetails", "zipCode"]}
          label={t(postalFieldOf(country) === "zipCode" ? "wallet.zipcode" : "wallet.postalCode")}
          dependencies={[["billingDetails", "country"]]}
          rules={[
            { required: true, whitespace: true, message: t("wallet.zipRequired") },
            {
              validator: (_rule, value: string | undefined) =>
                isValidPostalCode(value ?? "", form.getFieldValue(["billingDetails", "country"]))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("wallet.invalidValue"))),
            },
          ]}
        >
          <Input autoComplete="postal-code" maxLength={20} />
        </Form.Item>
      </Col>
    </Row>
  );
}
