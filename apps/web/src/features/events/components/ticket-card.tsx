import type { AccountEventTicket } from "@crest/domain";
import { Badge, Button, Card, Flex, Form, Input, Modal, Tag, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useTransferTicket } from "../api/ticket-actions.ts";

const STATUS_BADGE = { active: "success", cancelled: "error", scanned: "default" } as const;

/** One of the member's tickets: its code (when they hold it), status, holder, and Transfer. */
export function TicketCard({ ticket }: { ticket: AccountEventTicket }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [transferring, setTransferring] = useState(false);
  return (
    <Card size="small">
      <Flex wrap gap={16} align="center">
        {ticket.qrCode ? (
          <img
            src={ticket.qrCode}
            alt={t("events.qrOf", { serial: ticket.serial })}
            width={128}
            height={128}
          />
        ) : null}
        <Flex vertical gap={4} style={{ flex: "1 1 180px", minWidth: 0 }}>
          <Typography.Text strong>{ticket.title}</Typography.Text>
          {ticket.serial ? <Typography.Text code>{ticket.serial}</Typography.Text> : null}
          {ticket.owner ? <Typography.Text type="secondary">{ticket.owner.fullName}</Typography.Text> : null}
          <Flex wrap gap={4}>
            <Badge status={STATUS_BADGE[ticket.status]} text={t(`events.status.${ticket.status}`)} />
            {ticket.transferred ? <Tag>{t("events.transferred")}</Tag> : null}
          </Flex>
        </Flex>
        <Flex wrap gap={8}>
          {ticket.passbook ? <Button href={ticket.passbook}>{t("events.addToWallet")}</Button> : null}
          {ticket.transferable ? (
            <Button onClick={() => setTransferring(true)}>{t("events.transfer")}</Button>
          ) : null}
        </Flex>
      </Flex>
      <TransferDialog ticket={ticket} open={transferring} onClose={() => setTransferring(false)} />
    </Card>
  );
}

function TransferDialog({
  ticket,
  open,
  onClose,
}: {
  ticket: AccountEventTicket;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const transfer = useTransferTicket();
  const [form] = Form.useForm<{ email: string; fullName?: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title={t("events.transferTitle")}
      onCancel={() => {
        setSentTo(null);
        transfer.reset();
        onClose();
      }}
      okText={t("events.transferSend")}
      onOk={() => form.submit()}
      okButtonProps={{ loading: transfer.isPending, disabled: sentTo !== null }}
      destroyOnHidden
    >
      {sentTo ? (
        <Typography.Paragraph role="status">
          {t("events.transferDone", { email: sentTo })}
        </Typography.Paragraph>
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) =>
            transfer.mutate({ ticketId: ticket.id, ...values }, { onSuccess: () => setSentTo(values.email) })
          }
        >
          <Form.Item
            name="email"
            label={t("events.transferEmail")}
            rules={[{ required: true, type: "email" }]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="fullName" label={t("events.transferName")}>
            <Input autoComplete="name" />
          </Form.Item>
          {transfer.error ? <ErrorAlert error={transfer.error} /> : null}
        </Form>
      )}
    </Modal>
  );
}
