import { cardNameOf, parseCardExpiry } from "@crest/domain";
import { cardProcessorOf } from "@crest/domain/wallet/processor.rules";
import { Checkbox, Flex, Form, type FormInstance, Input, Radio, Skeleton } from "antd";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../../lib/intl/use-t.ts";
import { usePortalConfig } from "../../config/index.ts";
import { useWallet } from "../api/get-wallet.ts";
import type { PayInput } from "../hooks/use-pay-submission.tsx";
import { WalletMessages } from "../lazy-messages/wallet-messages.tsx";
import { tokenizeSandboxCard } from "../processors/sandbox-client.ts";
import { BillingFields } from "./billing-fields.tsx";
import { CardNumberFields } from "./card-number-fields.tsx";
import { entriesOf, type MethodEntry } from "./method-entry.ts";
import { WalletList } from "./wallet-list.tsx";

interface NewCardValues {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  nickname?: string;
  save: boolean;
  billingDetails: { name: string; zipCode: string; country: string };
}

export interface PaymentMethodChoice {
  selected: MethodEntry | "new" | null;
  select: (choice: MethodEntry | "new") => void;
  form: FormInstance<NewCardValues>;
  /** The submission's method part: a saved method, or a new card tokenized at the processor. */
  toSubmission: () => Promise<PayInput>;
  /**
   * The member's methods are still loading (the default card is chosen once they are there):
   * a pay button waits rather than answer "choose a method" and lose the tap.
   */
  waiting: boolean;
}

const TYPE = { card: "creditcard", bank: "bankAccount", houseAccount: "houseAccount" } as const;

/** The state of a payment method selector, for the paying screen that embeds it. */
export function usePaymentMethodChoice(): PaymentMethodChoice {
  const config = usePortalConfig();
  const [form] = Form.useForm<NewCardValues>();
  const [selected, select] = useState<MethodEntry | "new" | null>(null);
  const waiting = useWallet().isPending;
  return {
    selected,
    select,
    form,
    waiting,
    toSubmission: async () => {
      if (selected && selected !== "new")
        return selected.kind === "houseAccount"
          ? { type: "houseAccount" }
          : { type: TYPE[selected.kind], id: selected.id };
      const processor = cardProcessorOf(config.processors);
      const values = await form.validateFields();
      const expiry = parseCardExpiry(values.cardExpiry);
      if (!processor || !expiry) throw new Error("No card processor");
      const billingDetails = { ...values.billingDetails, name: cardNameOf(values.billingDetails.name) };
      const token = await tokenizeSandboxCard(processor.key, {
        number: values.cardNumber,
        cvc: values.cardCvc,
        ...expiry,
      });
      return {
        type: "newcreditcard",
        token: token.id,
        processorId: processor.id,
        save: values.save,
        billingDetails,
        ...(values.nickname ? { nickname: values.nickname } : {}),
      };
    },
  };
}

/**
 * The payment method selector (spec-1 §2.5 item 5): the member's saved methods (checkable, the
 * house account when enabled), or a new card with 'Save This Card'. Paying screens (checkout,
 * the paywall, invoices) embed it with `usePaymentMethodChoice` and `usePaySubmission`.
 */
export function PaymentMethodSelector({
  choice,
  preselectDefault = false,
  withoutHouseAccount = false,
}: {
  choice: PaymentMethodChoice;
  /**
   * Start on the member's default card (checkout). Off for the paywall, whose default card may
   * be the one that just failed: there the member chooses.
   */
  preselectDefault?: boolean;
  /** Leave the house account out (an invoice collects the house account: it cannot pay one). */
  withoutHouseAccount?: boolean;
}) {
  return (
    <WalletMessages>
      <MethodSelector
        choice={choice}
        preselectDefault={preselectDefault}
        withoutHouseAccount={withoutHouseAccount}
      />
    </WalletMessages>
  );
}

/** The member's default card (billing use "default", else the one marked default), if any. */
export const defaultEntryOf = (entries: MethodEntry[]): MethodEntry | undefined =>
  entries.find((entry) => entry.kind === "card" && entry.method.billingUse === "default") ??
  entries.find((entry) => entry.kind === "card" && entry.method.default);

/** Chooses the default card once the wallet is there, unless the member already chose. */
function usePreselectDefault(choice: PaymentMethodChoice, entries: MethodEntry[] | null) {
  const done = useRef(false);
  const { selected, select } = choice;
  useEffect(() => {
    if (done.current || entries === null) return;
    done.current = true;
    const preferred = defaultEntryOf(entries);
    if (selected === null && preferred) select(preferred);
  }, [entries, selected, select]);
}

function MethodSelector({
  choice,
  preselectDefault,
  withoutHouseAccount,
}: {
  choice: PaymentMethodChoice;
  preselectDefault: boolean;
  withoutHouseAccount: boolean;
}) {
  const t = useT();
  const config = usePortalConfig();
  const { data: wallet, isPending } = useWallet();
  const entries = wallet
    ? entriesOf(wallet).filter(
        (entry) =>
          (entry.kind !== "bank" || entry.method.verified) &&
          !(withoutHouseAccount && entry.kind === "houseAccount"),
      )
    : [];
  usePreselectDefault(choice, preselectDefault && wallet ? entries : null);
  if (isPending) return <Skeleton active />;
  const selectedId = choice.selected && choice.selected !== "new" ? choice.selected.id : undefined;
  const canAddCard = Boolean(cardProcessorOf(config.processors));
  return (
    <Flex vertical gap={16}>
      <WalletList entries={entries} selectedId={selectedId} onSelect={choice.select} columns={2} />
      {canAddCard ? (
        <Radio checked={choice.selected === "new"} onChange={() => choice.select("new")}>
          {t("wallet.newCard")}
        </Radio>
      ) : null}
      {choice.selected === "new" ? (
        <Form
          form={choice.form}
          layout="vertical"
          initialValues={{ save: false, billingDetails: { country: "US" } }}
        >
          <CardNumberFields />
          <BillingFields />
          <Form.Item name="nickname" label={t("wallet.nickname")}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="save" valuePropName="checked">
            <Checkbox>{t("wallet.saveCard")}</Checkbox>
          </Form.Item>
        </Form>
      ) : null}
    </Flex>
  );
}
