import { type Card, parseCardExpiry } from "@crest/domain";
import { App, Button, Flex, Form, Input } from "antd";
import { CardExpiryInput } from "../../../components/inputs/index.ts";
import { applyServerErrors } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useUpdateCard } from "../api/update-card.ts";
import { BillingFields } from "./billing-fields.tsx";
import { BillingUseField } from "./billing-use-field.tsx";
import { DeleteMethodButton } from "./delete-method-button.tsx";

interface CardValues {
  nickname: string;
  expiry: string;
  billingUse: Card["billingUse"];
  billingDetails: { name: string; zipCode: string; country: string };
}

const FIELDS = ["nickname", "expiry", "billingUse", "billingDetails"] as const;

/**
 * Credit Card Details (spec-1 §2.5 item 2): nickname, expiry 'MM / YY', zip by country,
 * country, name on card, billing use; Delete (confirmed) and Update.
 */
export function CardDetailsForm({ card, onClose }: { card: Card; onClose: () => void }) {
  const t = useT();
  const { message, notification } = App.useApp();
  const notifyError = useErrorNotifier();
  const update = useUpdateCard();
  const [form] = Form.useForm<CardValues>();

  const submit = (values: CardValues) => {
    const expiry = parseCardExpiry(values.expiry);
    if (!expiry) return;
    if (!values.billingDetails.country) {
      notification.error({
        title: t("wallet.selectCountry.title"),
        description: t("wallet.selectCountry.text"),
      });
      return;
    }
    update.mutate(
      {
        id: card.id,
        changes: {
          nickname: values.nickname,
          billingUse: values.billingUse,
          billingDetails: values.billingDetails,
          ...expiry,
        },
      },
      {
        onSuccess: () => void message.success(t("wallet.cardUpdated")),
        onError: (error) => {
          if (applyServerErrors(form, error, { fields: FIELDS }).length === 0) notifyError(error);
        },
      },
    );
  };

  return (
    <Form<CardValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{
        nickname: card.nickname,
        expiry: card.fullExpiration,
        billingUse: card.billingUse,
        billingDetails: card.billingDetails,
      }}
      onFinish={submit}
    >
      <Form.Item
        name="nickname"
        label={t("wallet.nickname")}
        rules={[{ required: true, whitespace: true, message: t("wallet.nicknameRequired") }]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        name="expiry"
        label={t("wallet.expiry")}
        rules={[
          { required: true, message: t("wallet.expiryRequired") },
          {
            validator: (_rule, value: string | undefined) =>
              !value || parseCardExpiry(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t("wallet.expiryRequired"))),
          },
        ]}
      >
        <CardExpiryInput aria-label={undefined} />
      </Form.Item>
      <BillingFields countryRequiredInline={false} />
      <BillingUseField />
      <Flex gap={8} justify="space-between" wrap>
        <DeleteMethodButton kind="cards" id={card.id} onDeleted={onClose} />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t("wallet.update")}
        </Button>
      </Flex>
    </Form>
  );
}
