import type { BankAccount } from "@crest/domain";
import { Alert, App, Button, Col, Form, InputNumber, Row, Typography } from "antd";
import { isApiError } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useVerifyBank } from "../api/verify-bank.ts";

interface DepositValues {
  amount1?: number | null;
  amount2?: number | null;
}

/**
 * Pending Verification and Verify Your Account (spec-1 §2.5 item 6, §5): the two deposits in
 * cents; the button stays disabled until both are entered. Past the attempt limit the member is
 * told to contact the club.
 */
export function BankVerifyForm({ bank }: { bank: BankAccount }) {
  const t = useT();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const verify = useVerifyBank();
  const [form] = Form.useForm<DepositValues>();
  const amount1 = Form.useWatch("amount1", form);
  const amount2 = Form.useWatch("amount2", form);

  if (!bank.canVerify)
    return (
      <Alert
        type="warning"
        showIcon
        title={t("wallet.verify.exceeded")}
        description={t("wallet.verify.exceededText")}
      />
    );

  const submit = ({ amount1, amount2 }: DepositValues) =>
    verify.mutate(
      { id: bank.id, amounts: { amount1: Number(amount1), amount2: Number(amount2) } },
      {
        onSuccess: () => void message.success(t("wallet.verify.done")),
        onError: (error) => {
          if (isApiError(error) && error.body.code === "verify_attempts_exceeded") return notifyError(error);
          if (applyServerErrors(form, error, { fields: ["amount1", "amount2"] }).length === 0)
            notifyError(error);
        },
      },
    );

  return (
    <Form<DepositValues> form={form} layout="vertical" onFinish={submit}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t("wallet.verify.title")}
      </Typography.Title>
      <Typography.Paragraph>{t("wallet.verify.text")}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t("wallet.verify.pendingText")}</Typography.Paragraph>
      <Row gutter={16}>
        {(["amount1", "amount2"] as const).map((name) => (
          <Col xs={24} md={12} key={name}>
            <Form.Item name={name} label={t(`wallet.verify.${name}`)}>
              <InputNumber min={1} max={99} precision={0} style={{ width: "100%" }} inputMode="numeric" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" disabled={!amount1 || !amount2} loading={verify.isPending}>
        {t("wallet.verify.submit")}
      </Button>
    </Form>
  );
}
