import { App, Button, Drawer, Flex, Result, Skeleton } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Page, type PageFrame } from "../../../components/page/page.tsx";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { defineOverlay, useOverlay } from "../../../lib/overlays/index.ts";
import { useAccount } from "../../account/index.ts";
import { type AddWalletMethod, useAddWalletMethod } from "../api/add-wallet-method.ts";
import { useWallet } from "../api/get-wallet.ts";
import { useUpdateBank } from "../api/update-bank.ts";
import { useUpdateCard } from "../api/update-card.ts";
import { AddPaymentMethod } from "../components/add-payment-method.tsx";
import { BankDetails } from "../components/bank-details.tsx";
import { useBankLinkReturn } from "../components/bank-link-return.ts";
import { CardDetailsForm } from "../components/card-details-form.tsx";
import { ConnectBankButtons } from "../components/connect-bank-buttons.tsx";
import { entriesOf, type MethodEntry } from "../components/method-entry.ts";
import { WalletList } from "../components/wallet-list.tsx";
import { WalletMessages } from "../lazy-messages/wallet-messages.tsx";

const addDrawer = defineOverlay({ name: "wallet-add", kind: "drawer" });
const methodDrawer = defineOverlay({ name: "wallet-method", kind: "drawer" });

/**
 * /account/wallet (spec-1 §2.5 item 4): the member's cards and bank accounts (and the house
 * account), 6 a page; each opens its edit drawer; Add Payment Method opens the add drawer and,
 * once added, the new method's edit form. Bank-link flows come back here.
 */
export default function WalletPage() {
  // antd's App gives the wallet's forms App.useApp() (their "added" and "saved" messages); the
  // member shell draws without antd, so each antd page brings it (as the profile page does).
  return (
    <WalletMessages>
      <App component={false}>
        <WalletScreen />
      </App>
    </WalletMessages>
  );
}

function WalletScreen() {
  const intl = useIntl();
  const t = useT();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const query = useWallet();
  const { data: wallet, isFetching } = query;
  const { data: account } = useAccount();
  const add = useAddWalletMethod();
  const updateCard = useUpdateCard();
  const updateBank = useUpdateBank();
  const adding = useOverlay(addDrawer);
  const editing = useOverlay(methodDrawer);
  const [addedId, setAddedId] = useState<string | null>(null);

  // The hook adds a returned link once, whatever this function's identity.
  useBankLinkReturn(account, (method: AddWalletMethod) =>
    add.mutate(method, {
      onSuccess: () => void message.success(t("wallet.bankAdded")),
      onError: notifyError,
    }),
  );

  const page: PageFrame = {
    title: t("wallet.title"),

    breadcrumb: [{ title: t("wallet.account"), to: "/account" }, { title: t("wallet.title") }],

    extra: (
      <Button type="primary" onClick={() => adding.open()}>
        {t("wallet.add")}
      </Button>
    ),
  };

  if (!wallet)
    return (
      <Page {...page}>
        <PageWait query={query} />
      </Page>
    );

  const entries = entriesOf(wallet);
  const makeDefault = (entry: MethodEntry) => {
    const done = {
      onSuccess: () =>
        void message.success(
          intl.formatMessage({ id: "wallet.madeDefault" }, { name: entry.method.nickname }),
        ),
      onError: notifyError,
    };
    if (entry.kind === "card") updateCard.mutate({ id: entry.id, changes: { billingUse: "default" } }, done);
    if (entry.kind === "bank") updateBank.mutate({ id: entry.id, changes: { billingUse: "default" } }, done);
  };
  const open = entries.find((entry) => entry.id === editing.id);
  const added = entries.find((entry) => entry.id === addedId);

  return (
    <Page {...page}>
      <Flex vertical gap={24}>
        <WalletList
          entries={entries}
          onOpen={(entry) => (entry.kind === "houseAccount" ? undefined : editing.open(entry.id))}
          onMakeDefault={makeDefault}
        />
        <ConnectBankButtons />
      </Flex>
      <Drawer
        open={adding.isOpen}
        onClose={adding.close}
        afterOpenChange={(visible) => (visible ? undefined : setAddedId(null))}
        title={t(added?.kind === "bank" ? "wallet.bankDetails" : added ? "wallet.cardDetails" : "wallet.add")}
        size="large"
        destroyOnHidden
      >
        {/* After success, the drawer shows the new method's edit form (spec-1 §2.5 item 1). */}
        {added?.kind === "card" ? <CardDetailsForm card={added.method} onClose={adding.close} /> : null}
        {added?.kind === "bank" ? <BankDetails bank={added.method} onClose={adding.close} /> : null}
        {addedId && !added ? <Skeleton active /> : null}
        {addedId ? null : (
          <AddPaymentMethod onCancel={adding.close} onAdded={(method) => setAddedId(method.method.id)} />
        )}
      </Drawer>
      <Drawer
        open={editing.isOpen}
        onClose={editing.close}
        title={t(open?.kind === "bank" ? "wallet.bankDetails" : "wallet.cardDetails")}
        size="large"
        destroyOnHidden
      >
        {open?.kind === "card" ? (
          <CardDetailsForm key={open.id} card={open.method} onClose={editing.close} />
        ) : null}
        {open?.kind === "bank" ? (
          <BankDetails key={open.id} bank={open.method} onClose={editing.close} />
        ) : null}
        {editing.isOpen && !open && isFetching ? <Skeleton active /> : null}
        {editing.isOpen && !open && !isFetching ? <Result status="404" title={t("wallet.empty")} /> : null}
      </Drawer>
    </Page>
  );
}
