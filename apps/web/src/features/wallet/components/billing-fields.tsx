import { Form, Input } from "antd";
import { AddressFields } from "../../../components/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";

/**
 * A card's billing details (spec-1 §5): the name on the card, then the country and its ZIP or
 * postal code in the shared address fields, all required, under `billingDetails`.
 * `countryRequiredInline: false` leaves a missing country to the form (the card edit's notice).
 */
export function BillingFields({ countryRequiredInline = true }: { countryRequiredInline?: boolean }) {
  const t = useT();
  return (
    <>
      <Form.Item
        name={["billingDetails", "name"]}
        label={t("wallet.fullName")}
        rules={[{ required: true, whitespace: true, message: t("wallet.fullNameRequired") }]}
      >
        <Input autoComplete="cc-name" maxLength={120} />
      </Form.Item>
      <AddressFields
        prefix={["billingDetails"]}
        parts="postalCode"
        required
        countryNotice={!countryRequiredInline}
      />
    </>
  );
}
