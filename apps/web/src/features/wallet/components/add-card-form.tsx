import { type Card, cardNameOf, type Processor, parseCardExpiry } from "@crest/domain";
import type { StripeCardElement } from "@stripe/stripe-js";
import { App, Button, Flex, Form, Input } from "antd";
import { useCallback, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { isApiError } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { errorNotice } from "../../../lib/notifications/error-notice.ts";
import { useAddWalletMethod } from "../api/add-wallet-method.ts";
import { SandboxCardError, tokenizeSandboxCard } from "../processors/sandbox-client.ts";
import { stripePaymentMethod } from "../processors/stripe-client.ts";
import { BillingFields } from "./billing-fields.tsx";
import { BillingUseField } from "./billing-use-field.tsx";
import { CardNumberFields } from "./card-number-fields.tsx";
import { StripeCardField } from "./stripe-card-field.tsx";

interface AddCardValues {
  cardNumber?: string;
  cardExpiry?: string;
  cardCvc?: string;
  nickname: string;
  billingUse: Card["billingUse"];
  billingDetails: { name: string; zipCode: string; country: string };
}

/** The processor refused the card itself (declined, expired…): said on the card number. */
const CARD_REFUSALS = new Set(["card_error", "card_declined", "expired_card", "insufficient_funds"]);

const CARD_FIELD = {
  "card.number": "cardNumber",
  "card.cvc": "cardCvc",
  "card.exp_year": "cardExpiry",
  "card.exp_month": "cardExpiry",
} as const;

/**
 * Adds a card (spec-1 §2.5 item 1, §5 add card form): the card goes to the processor (its own
 * fields for Stripe, the sandbox's tokenize endpoint otherwise) and only the token reaches the
 * portal, with the nickname, use and billing details. A refusal is said in the drawer, where the
 * member is looking: the processor's words on the card number (a declined card), a field's on its
 * field, anything else in an alert above the buttons with its request id for support.
 */
export function AddCardForm({
  processor,
  onAdded,
  onCancel,
}: {
  processor: Processor;
  onAdded: (card: Card) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = useT();
  const { message } = App.useApp();
  const [failure, setFailure] = useState<unknown>(null);
  const add = useAddWalletMethod();
  const [form] = Form.useForm<AddCardValues>();
  const [busy, setBusy] = useState(false);
  const stripeCard = useRef<StripeCardElement | null>(null);
  const onStripeReady = useCallback((card: StripeCardElement) => {
    stripeCard.current = card;
  }, []);
  const isStripe = processor.integration === "stripe";

  const tokenize = async (values: AddCardValues): Promise<string> => {
    const billing = { ...values.billingDetails, name: cardNameOf(values.billingDetails.name) };
    if (isStripe && stripeCard.current)
      return stripePaymentMethod(processor.key, stripeCard.current, billing);
    const expiry = parseCardExpiry(values.cardExpiry ?? "");
    if (!expiry) throw new SandboxCardError(t("wallet.expiryRequired"), "card.exp_month");
    const token = await tokenizeSandboxCard(processor.key, {
      number: values.cardNumber ?? "",
      cvc: values.cardCvc ?? "",
      ...expiry,
      name: billing.name,
      addressZip: billing.zipCode,
      addressCountry: billing.country,
    });
    return token.id;
  };

  const onCardNumber = (text: string): boolean => {
    if (isStripe) return false;
    form.setFields([{ name: "cardNumber", errors: [text] }]);
    form.scrollToField("cardNumber", { focus: true, block: "center" });
    return true;
  };

  const submit = async (values: AddCardValues) => {
    setBusy(true);
    setFailure(null);
    try {
      const token = await tokenize(values);
      const card = (await add.mutateAsync({
        tokenType: "card",
        token,
        nickname: values.nickname,
        billingUse: values.billingUse,
        billingDetails: values.billingDetails,
        paymentProcessorId: processor.id,
      })) as Card;
      void message.success(t("wallet.cardAdded"));
      onAdded(card);
    } catch (error) {
      if (error instanceof SandboxCardError) {
        const field = error.field ? CARD_FIELD[error.field as keyof typeof CARD_FIELD] : undefined;
        if (field) form.setFields([{ name: field, errors: [error.message] }]);
        else if (!onCardNumber(error.message)) setFailure(error);
      } else {
        // applyServerErrors answers the fields it marked: an empty list is "none", not a falsy value.
        const fields = ["nickname", "billingUse", "billingDetails"];
        if (applyServerErrors(form, error, { fields }).length > 0) return;
        const refused = isApiError(error) && CARD_REFUSALS.has(error.code);
        if (!(refused && onCardNumber(errorNotice(error, intl).description))) setFailure(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<AddCardValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ billingUse: "none", billingDetails: { country: "US" } }}
      onFinish={(values) => void submit(values)}
    >
      {isStripe ? (
        <StripeCardField publishableKey={processor.key} onReady={onStripeReady} />
      ) : (
        <CardNumberFields />
      )}
      <BillingFields />
      <Form.Item
        name="nickname"
        label={t("wallet.nickname")}
        rules={[{ required: true, whitespace: true, message: t("wallet.nicknameRequired") }]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <BillingUseField />
      {failure ? (
        <div style={{ marginBlockEnd: 16 }}>
          <ErrorAlert
            error={failure}
            otherwise={{
              title: t("wallet.cardError.title"),
              description:
                failure instanceof Error && failure.message ? failure.message : t("wallet.cardError.text"),
            }}
          />
        </div>
      ) : null}
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel}>{t("wallet.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t("wallet.add")}
        </Button>
      </Flex>
    </Form>
  );
}
