import {
  type BankAccount,
  DEFAULT_COUNTRY,
  isValidRoutingNumber,
  ROUTING_NUMBER_LENGTH,
} from "@crest/domain";
import { App, Button, Col, Flex, Form, Input, Radio, Row } from "antd";
import { applyServerErrors } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { usePortalConfig } from "../../config/index.ts";
import { useAddBank } from "../api/add-bank.ts";
import { type BankData, sealBankData } from "../processors/seal-bank-data.ts";
import { BillingUseField } from "./billing-use-field.tsx";

type BankValues = BankData & { nickname: string; billingUse: BankAccount["billingUse"] };

/**
 * A bank account by routing and account number (spec-1 §5): the numbers are sealed in the
 * browser with the club's public key and only the sealed token is sent.
 */
export function BankAccountForm({
  onAdded,
  onCancel,
}: {
  onAdded: (bank: BankAccount) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const config = usePortalConfig();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const add = useAddBank();
  const [form] = Form.useForm<BankValues>();

  const submit = async (values: BankValues) => {
    try {
      const token = await sealBankData(config.key, values);
      const bank = await add.mutateAsync({
        token,
        tokenType: "portal",
        nickname: values.nickname,
        billingUse: values.billingUse,
      });
      void message.success(t("wallet.bankAdded"));
      onAdded(bank);
    } catch (error) {
      const fields = ["routingNumber", "accountNumber", "accountHolderName", "nickname"];
      if (applyServerErrors(form, error, { fields }).length === 0) notifyError(error);
    }
  };

  const required = (id: string) => ({ required: true, whitespace: true, message: t(id) });
  return (
    <Form<BankValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ accountType: "individual", country: DEFAULT_COUNTRY, billingUse: "none" }}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="routingNumber"
            label={t("wallet.routingNumber")}
            rules={[
              required("wallet.routingRequired"),
              {
                validator: (_rule, value: string | undefined) =>
                  !value || isValidRoutingNumber(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("wallet.routingInvalid"))),
              },
            ]}
          >
            <Input maxLength={ROUTING_NUMBER_LENGTH} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="accountNumber"
            label={t("wallet.accountNumber")}
            rules={[
              required("wallet.accountNumberRequired"),
              { pattern: /^\d{4,17}$/, message: t("wallet.accountNumberRequired") },
            ]}
          >
            <Input maxLength={17} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="accountHolderName"
        label={t("wallet.accountHolder")}
        rules={[required("wallet.accountHolderRequired")]}
      >
        <Input maxLength={120} autoComplete="name" />
      </Form.Item>
      <Form.Item name="accountType" label={t("wallet.accountType")}>
        <Radio.Group
          options={[
            { value: "individual", label: t("wallet.accountType.individual") },
            { value: "company", label: t("wallet.accountType.company") },
          ]}
        />
      </Form.Item>
      <Form.Item name="country" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name="nickname"
        label={t("wallet.nickname")}
        rules={[required("wallet.bankNicknameRequired")]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <BillingUseField />
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel}>{t("wallet.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t("wallet.addBank")}
        </Button>
      </Flex>
    </Form>
  );
}
