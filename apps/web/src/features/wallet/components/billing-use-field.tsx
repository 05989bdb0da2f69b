import { BILLING_USES } from "@crest/domain/wallet/wallet.rules";
import { Form, Select } from "antd";
import { useT } from "../../../lib/intl/use-t.ts";

/** The billing-use selector (spec-1 §4): default, membership dues, food and beverage, or none. */
export function BillingUseField() {
  const t = useT();
  return (
    <Form.Item name="billingUse" label={t("wallet.billingUse")} extra={t("wallet.billingUse.help")}>
      <Select options={BILLING_USES.map((use) => ({ value: use, label: t(`wallet.use.${use}`) }))} />
    </Form.Item>
  );
}
