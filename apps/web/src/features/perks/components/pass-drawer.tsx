import type { Pass } from "@crest/domain";
import { Alert, Button, Drawer, Flex, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useRedeemVoucher, useResendGuestPass, useTransferVoucher } from "../api/perk-actions.ts";
import { PassCode } from "./pass-code.tsx";
import { PassFacts } from "./pass-facts.tsx";
import { SendDialog } from "./send-dialog.tsx";

/** A pass's drawer: its code, what it is, its fine print, and what the member can do with it. */
export function PassDrawer({ pass, onClose }: { pass: Pass | undefined; onClose: () => void }) {
  return (
    <Drawer open={Boolean(pass)} onClose={onClose} width={480} title={pass?.pass.name ?? ""} destroyOnHidden>
      {pass ? <PassDetails pass={pass} onClose={onClose} /> : null}
    </Drawer>
  );
}

function PassDetails({ pass, onClose }: { pass: Pass; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const redeem = useRedeemVoucher();
  const transfer = useTransferVoucher();
  const resend = useResendGuestPass();
  const [sending, setSending] = useState(false);
  const isVoucher = pass.pass.kind !== "guest_pass";
  const canRedeem = isVoucher && pass.status === "active" && !pass.inCart;
  const canResend = !isVoucher && pass.status === "transferred" && pass.guest !== null;
  return (
    <Flex vertical gap={16}>
      {pass.status === "active" || pass.status === "transferred" ? <PassCode pass={pass} /> : null}
      <PassFacts pass={pass} />
      {pass.pass.description ? <Typography.Paragraph>{pass.pass.description}</Typography.Paragraph> : null}
      {pass.pass.finePrint ? (
        <section aria-label={t("perks.finePrint")}>
          <Typography.Text type="secondary">{pass.pass.finePrint}</Typography.Text>
        </section>
      ) : null}
      {pass.inCart ? (
        <Alert
          type="success"
          showIcon
          message={t("perks.usedInCart")}
          action={<Link to="/checkout">{t("perks.goToCart")}</Link>}
        />
      ) : null}
      {resend.isSuccess && pass.guest ? (
        <Typography.Paragraph role="status">
          {t("perks.resent", { email: pass.guest.email })}
        </Typography.Paragraph>
      ) : null}
      {redeem.error ? <ErrorAlert error={redeem.error} /> : null}
      {resend.error ? <ErrorAlert error={resend.error} /> : null}
      <Flex wrap gap={8}>
        {canRedeem ? (
          <Button type="primary" loading={redeem.isPending} onClick={() => redeem.mutate(pass.id)}>
            {t("perks.useInCart")}
          </Button>
        ) : null}
        {isVoucher && pass.transferable ? (
          <Button onClick={() => setSending(true)}>{t("perks.sendVoucher")}</Button>
        ) : null}
        {canResend ? (
          <Button loading={resend.isPending} onClick={() => resend.mutate(pass.id)}>
            {t("perks.resend")}
          </Button>
        ) : null}
        {pass.passbook ? <Button href={pass.passbook}>{t("perks.addToWallet")}</Button> : null}
        <Button onClick={onClose}>{t("perks.close")}</Button>
      </Flex>
      <SendDialog
        open={sending}
        title={t("perks.sendVoucher")}
        nameRequired={false}
        pending={transfer.isPending}
        error={transfer.error}
        send={(values, onSent) => transfer.mutate({ passId: pass.id, ...values }, { onSuccess: onSent })}
        onClose={() => {
          transfer.reset();
          setSending(false);
        }}
      />
    </Flex>
  );
}
