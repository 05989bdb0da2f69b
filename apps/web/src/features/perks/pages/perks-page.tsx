import type { Pass } from "@crest/domain";
import { App, Button, Flex, Skeleton, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { NavList } from "../../../components/navigation/nav-list.tsx";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { usePortalConfig } from "../../config/index.ts";
import { useGuestPasses, usePerksSummary } from "../api/get-perks.ts";
import { useSendGuestPass } from "../api/perk-actions.ts";
import { HouseCreditsTab } from "../components/house-credits-tab.tsx";
import { PassCard } from "../components/pass-card.tsx";
import { PassDrawer } from "../components/pass-drawer.tsx";
import { PerksMessages } from "../components/perks-messages.tsx";
import { SendDialog } from "../components/send-dialog.tsx";

/** /account/perks (spec-2 §2, issue 27): vouchers, offers, guest passes (available and sent), house credits. */
export default function PerksPage() {
  return (
    <PerksMessages>
      <App component={false}>
        <PerksScreen />
      </App>
    </PerksMessages>
  );
}

const TABS = ["vouchers", "offers", "available", "transferred", "credits"] as const;
type Tab = (typeof TABS)[number];
const tabOf = (value: string | null): Tab => (TABS.includes(value as Tab) ? (value as Tab) : "vouchers");

function PerksScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const guestPassesOn = usePortalConfig().settings.guestPass;
  const [search] = useSearchParams();
  const tab = tabOf(search.get("tab"));
  const summary = usePerksSummary();
  const available = useGuestPasses("available", guestPassesOn);
  const transferred = useGuestPasses("transferred", guestPassesOn);
  const [openId, setOpenId] = useState<string | undefined>();
  const all = [
    ...(summary.data?.vouchers ?? []),
    ...(summary.data?.offers ?? []),
    ...(available.data ?? []),
    ...(transferred.data ?? []),
  ];
  const open = all.find((pass) => pass.id === openId);
  const tabs = TABS.filter((key) => guestPassesOn || (key !== "available" && key !== "transferred"));
  const passList = (passes: Pass[] | undefined, pending: boolean) =>
    pending ? (
      <Skeleton active />
    ) : !passes || passes.length === 0 ? (
      <EmptyList />
    ) : (
      <Flex vertical gap={12}>
        {passes.map((pass) => (
          <PassCard key={pass.id} pass={pass} onOpen={() => setOpenId(pass.id)} />
        ))}
      </Flex>
    );
  const body: Record<Tab, ReactNode> = {
    vouchers: passList(summary.data?.vouchers, summary.isPending),
    offers: passList(summary.data?.offers, summary.isPending),
    available: (
      <Flex vertical gap={12}>
        <GuestPassSender count={available.data?.length ?? 0} />
        {passList(available.data, available.isPending)}
      </Flex>
    ),
    transferred: passList(transferred.data, transferred.isPending),
    credits: summary.data ? (
      <HouseCreditsTab credits={summary.data.houseCredits} balance={summary.data.houseCreditBalance} />
    ) : (
      <Skeleton active />
    ),
  };
  return (
    <PageLayout header={<PageHeader title={t("perks.title")} />}>
      {/* Links that wrap on a phone, as the account menu's do (antd's tabs hid some behind a menu). */}
      <NavList
        label={t("perks.sections")}
        orientation="horizontal"
        items={tabs.map((key) => ({
          key,
          to: `/account/perks?tab=${key}`,
          label: t(`perks.tab.${key}`),
          current: key === tab,
        }))}
      />
      <section aria-label={t(`perks.tab.${tab}`)} style={{ marginBlockStart: 16 }}>
        {body[tab]}
      </section>
      <PassDrawer pass={open} onClose={() => setOpenId(undefined)} />
    </PageLayout>
  );
}

/** How many guest passes are left, and Send a Guest Pass. */
function GuestPassSender({ count }: { count: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const send = useSendGuestPass();
  const [sending, setSending] = useState(false);
  return (
    <Flex wrap gap={8} align="center" justify="space-between">
      <Typography.Text>
        {count > 0 ? t("perks.availableCount", { count }) : t("perks.noGuestPasses")}
      </Typography.Text>
      <Button type="primary" disabled={count === 0} onClick={() => setSending(true)}>
        {t("perks.sendGuestPass")}
      </Button>
      <SendDialog
        open={sending}
        title={t("perks.sendGuestPass")}
        nameRequired
        pending={send.isPending}
        error={send.error}
        send={(values, onSent) =>
          send.mutate({ email: values.email, fullName: values.fullName ?? "" }, { onSuccess: onSent })
        }
        onClose={() => {
          send.reset();
          setSending(false);
        }}
      />
    </Flex>
  );
}
