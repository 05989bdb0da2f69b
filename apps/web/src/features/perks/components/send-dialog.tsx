import { Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";

/**
 * Sending a voucher or a guest pass by e-mail: the address, the guest's name (required for a
 * guest pass), and what happened. `send` is the mutation's mutate, answering through callbacks.
 */
export function SendDialog({
  open,
  title,
  nameRequired,
  pending,
  error,
  send,
  onClose,
}: {
  open: boolean;
  title: string;
  nameRequired: boolean;
  pending: boolean;
  error: unknown;
  send: (values: { email: string; fullName?: string }, onSent: () => void) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm<{ email: string; fullName?: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => {
        setSentTo(null);
        onClose();
      }}
      okText={t("perks.send")}
      onOk={() => form.submit()}
      okButtonProps={{ loading: pending, disabled: sentTo !== null }}
      destroyOnHidden
    >
      {sentTo ? (
        <Typography.Paragraph role="status">{t("perks.sent", { email: sentTo })}</Typography.Paragraph>
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => send(values, () => setSentTo(values.email))}
        >
          <Form.Item name="email" label={t("perks.email")} rules={[{ required: true, type: "email" }]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item
            name="fullName"
            label={t("perks.fullName")}
            rules={nameRequired ? [{ required: true, whitespace: true }] : []}
          >
            <Input autoComplete="name" />
          </Form.Item>
          {error ? <ErrorAlert error={error} /> : null}
        </Form>
      )}
    </Modal>
  );
}
