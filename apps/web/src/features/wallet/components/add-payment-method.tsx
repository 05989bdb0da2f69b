import type { BankAccount, Card } from "@crest/domain";
import { bankLinksOf, bankProcessorOf, cardProcessorOf } from "@crest/domain/wallet/processor.rules";
import { Alert, Flex, Radio, Typography } from "antd";
import { useState } from "react";
import { useT } from "../../../lib/intl/use-t.ts";
import { usePortalConfig } from "../../config/index.ts";
import { AddCardForm } from "./add-card-form.tsx";
import { BankAccountForm } from "./bank-account-form.tsx";
import { ConnectBankButtons } from "./connect-bank-buttons.tsx";

export type AddedMethod = { kind: "card"; method: Card } | { kind: "bank"; method: BankAccount };

/**
 * Add Payment Method (spec-1 §2.5 item 1): Credit Card only when the card processor lists
 * accepted cards, Direct Debit only when a bank processor exists; card by default when there is
 * a card processor. A data-protection note, Cancel, and the new method's edit form afterwards
 * (the caller opens it from `onAdded`).
 */
export function AddPaymentMethod({
  onAdded,
  onCancel,
}: {
  onAdded: (added: AddedMethod) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { processors } = usePortalConfig();
  const cardProcessor = cardProcessorOf(processors);
  const typedBank = bankProcessorOf(processors);
  const hasBank = Boolean(typedBank) || bankLinksOf(processors).length > 0;
  const [type, setType] = useState<"card" | "bank">(cardProcessor ? "card" : "bank");

  const choices = [
    ...(cardProcessor ? [{ value: "card" as const, label: t("wallet.type.card") }] : []),
    ...(hasBank ? [{ value: "bank" as const, label: t("wallet.type.bank") }] : []),
  ];

  return (
    <Flex vertical gap={16}>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontSize: 16, fontWeight: 600, marginBlockEnd: 8 }}>{t("wallet.selectType")}</legend>
        <Radio.Group
          optionType="button"
          value={type}
          onChange={(event) => setType(event.target.value)}
          options={choices}
        />
      </fieldset>
      <Alert
        type="info"
        showIcon
        title={t("wallet.protection.title")}
        description={t("wallet.protection.text")}
      />
      {type === "card" && cardProcessor ? (
        <AddCardForm
          processor={cardProcessor}
          onAdded={(method) => onAdded({ kind: "card", method })}
          onCancel={onCancel}
        />
      ) : null}
      {type === "bank" ? (
        <Flex vertical gap={16}>
          <ConnectBankButtons />
          {typedBank ? (
            <>
              <Typography.Text type="secondary">{t("wallet.addBank")}</Typography.Text>
              <BankAccountForm onAdded={(method) => onAdded({ kind: "bank", method })} onCancel={onCancel} />
            </>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
