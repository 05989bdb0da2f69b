import { Button, Card, Checkbox, Flex, Tag, Typography } from "antd";
import { useT } from "../../../lib/intl/use-t.ts";
import { BrandIcon } from "./brand-icon.tsx";
import { canMakeDefault, type MethodEntry } from "./method-entry.ts";
import { TAG } from "./tag-colors.ts";

export interface PaymentMethodCardProps {
  entry: MethodEntry;
  /** Opens the method (its edit drawer); the whole card is the button. */
  onOpen?: (entry: MethodEntry) => void;
  /** Shown with a checkbox for selection (spec-1 §2.5 item 4). */
  checked?: boolean;
  onCheck?: (entry: MethodEntry) => void;
  /** Shows a visible Make default on a method that can become the default (issue 24). */
  onMakeDefault?: (entry: MethodEntry) => void;
}

/** The whole card is one button; the browser's own focus ring stays. */
const OPEN_BUTTON = {
  background: "none",
  border: 0,
  padding: 0,
  margin: 0,
  width: "100%",
  minWidth: 0,
  font: "inherit",
  color: "inherit",
  textAlign: "start",
  cursor: "pointer",
} as const;

/** A clickable wallet card for a card, bank account or the house account (spec-1 §2.5 item 4). */
export function PaymentMethodCard({
  entry,
  onOpen,
  checked,
  onCheck,
  onMakeDefault,
}: PaymentMethodCardProps) {
  const t = useT();
  const { method } = entry;
  const brand = entry.kind === "card" ? entry.method.brand : entry.kind;
  const title = method.nickname;
  const detail =
    entry.kind === "card"
      ? `${t("wallet.endingIn", { lastFour: entry.method.lastFour })} · ${t("wallet.expires", { date: entry.method.fullExpiration })}`
      : entry.kind === "bank"
        ? `${entry.method.brand} · ${t("wallet.endingIn", { lastFour: entry.method.lastFour })}`
        : t("wallet.houseAccount");
  const use = entry.kind === "houseAccount" ? null : entry.method.billingUse;
  const body = (
    <Flex gap={12} align="center" style={{ minWidth: 0 }}>
      <BrandIcon brand={brand} />
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ overflowWrap: "anywhere" }}>
          {detail}
        </Typography.Text>
        <Flex gap={4} wrap style={{ marginBlockStart: 4 }}>
          {use && use !== "none" ? (
            <Tag color={use === "default" ? TAG.green : TAG.blue}>{t(`wallet.use.${use}`)}</Tag>
          ) : null}
          {entry.kind === "bank" && !entry.method.verified ? (
            <Tag color={TAG.gold}>{t("wallet.pending")}</Tag>
          ) : null}
        </Flex>
      </Flex>
    </Flex>
  );
  return (
    <Card size="small" hoverable={Boolean(onOpen)} styles={{ body: { padding: 12 } }}>
      <Flex gap={8} align="center">
        {onCheck ? <Checkbox checked={checked} onChange={() => onCheck(entry)} aria-label={title} /> : null}
        {onOpen ? (
          <button
            type="button"
            style={OPEN_BUTTON}
            onClick={() => onOpen(entry)}
            aria-label={t("wallet.edit", { name: title })}
          >
            {body}
          </button>
        ) : (
          body
        )}
      </Flex>
      {onMakeDefault && canMakeDefault(entry) ? (
        <Button
          size="small"
          style={{ marginBlockStart: 8 }}
          onClick={() => onMakeDefault(entry)}
          aria-label={t("wallet.makeDefaultOf", { name: title })}
        >
          {t("wallet.makeDefault")}
        </Button>
      ) : null}
    </Card>
  );
}
