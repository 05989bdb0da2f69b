import { type BankAccount, maskedAccountNumber } from "@crest/domain";
import { App, Button, Card, Descriptions, Flex, Form, Input, Tag } from "antd";
import { applyServerErrors } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useUpdateBank } from "../api/update-bank.ts";
import { BankVerifyForm } from "./bank-verify-form.tsx";
import { DeleteMethodButton } from "./delete-method-button.tsx";
import { TAG } from "./tag-colors.ts";

/**
 * Bank Account Details (spec-1 §2.5 item 3): a verified account shows a nickname form and a
 * side card (bank, holder, masked number, status); an unverified one the verification flow.
 */
export function BankDetails({ bank, onClose }: { bank: BankAccount; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const update = useUpdateBank();
  const [form] = Form.useForm<{ nickname: string }>();

  const summary = (
    <Card size="small">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: "bank", label: t("wallet.bankName"), children: bank.brand },
          { key: "holder", label: t("wallet.accountHolder"), children: bank.accountHolderName },
          { key: "number", label: t("wallet.accountNumber"), children: maskedAccountNumber(bank.lastFour) },
          {
            key: "status",
            label: t("wallet.status"),
            children: (
              <Tag color={bank.verified ? TAG.green : TAG.gold}>
                {t(bank.verified ? "wallet.verified" : "wallet.pending")}
              </Tag>
            ),
          },
        ]}
      />
    </Card>
  );

  if (!bank.verified)
    return (
      <Flex vertical gap={16}>
        {summary}
        <BankVerifyForm bank={bank} />
        <div>
          <DeleteMethodButton kind="banks" id={bank.id} onDeleted={onClose} />
        </div>
      </Flex>
    );

  return (
    <Flex vertical gap={16}>
      {summary}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ nickname: bank.nickname }}
        onFinish={(values) =>
          update.mutate(
            { id: bank.id, changes: values },
            {
              onSuccess: () => void message.success(t("wallet.bankUpdated")),
              onError: (error) => {
                if (applyServerErrors(form, error, { fields: ["nickname"] }).length === 0) notifyError(error);
              },
            },
          )
        }
      >
        <Form.Item
          name="nickname"
          label={t("wallet.nickname")}
          rules={[{ required: true, whitespace: true, message: t("wallet.bankNicknameRequired") }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Flex gap={8} justify="space-between" wrap>
          <DeleteMethodButton kind="banks" id={bank.id} onDeleted={onClose} />
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t("wallet.update")}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
