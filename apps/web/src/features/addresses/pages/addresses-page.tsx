import type { AddressType, CustomerAddress } from "@crest/domain";
import { App, Button, Drawer, Flex } from "antd";
import { EmptyList } from "../../../components/empty/empty-list.tsx";
import { Page, type PageFrame } from "../../../components/page/page.tsx";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { Panel } from "../../../components/page/panel.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { defineOverlay, useOverlay } from "../../../lib/overlays/index.ts";
import { useCustomerAddresses } from "../api/get-addresses.ts";
import { AddressCard } from "../components/address-card.tsx";
import { AddressForm } from "../components/address-form.tsx";
import { AddressesMessages } from "../lazy-messages/addresses-messages.tsx";

const NEW = "new";
const addressDrawer = defineOverlay({ name: "address", kind: "drawer" });

/**
 * /account/addresses: the member's shipping and billing addresses, defaults first; Add Address
 * and each address's Edit open the form in a drawer, Delete asks first.
 */
export default function AddressesPage() {
  return (
    <AddressesMessages>
      <App component={false}>
        <AddressesScreen />
      </App>
    </AddressesMessages>
  );
}

function AddressesScreen() {
  const t = useT();
  const { message } = App.useApp();
  const query = useCustomerAddresses();
  const { data: addresses } = query;
  const drawer = useOverlay(addressDrawer);
  const editing = addresses?.find((address) => address.id === drawer.id);

  const page: PageFrame = {
    title: t("addresses.title"),

    breadcrumb: [{ title: t("addresses.account"), to: "/account" }, { title: t("addresses.title") }],

    extra: (
      <Button type="primary" onClick={() => drawer.open(NEW)}>
        {t("addresses.add")}
      </Button>
    ),
  };
  if (!addresses)
    return (
      <Page {...page}>
        <PageWait query={query} />
      </Page>
    );

  const section = (type: AddressType) => {
    const ofType = addresses.filter((address) => address.type === type);
    return (
      <Panel title={t(type === "shipping" ? "addresses.shippingList" : "addresses.billingList")}>
        {ofType.length === 0 ? (
          <EmptyList />
        ) : (
          <div className="crest-address-grid">
            {ofType.map((address) => (
              <AddressCard key={address.id} address={address} onEdit={() => drawer.open(address.id)} />
            ))}
          </div>
        )}
      </Panel>
    );
  };

  const saved = (_address: CustomerAddress) => {
    void message.success(t("addresses.saved"));
    drawer.close();
  };

  return (
    <Page {...page}>
      <Flex vertical gap={24}>
        {section("shipping")}
        {section("billing")}
      </Flex>
      <Drawer
        open={drawer.isOpen && (drawer.id === NEW || Boolean(editing))}
        onClose={drawer.close}
        title={t(editing ? "addresses.edit" : "addresses.add")}
        size="large"
        destroyOnHidden
      >
        <AddressForm key={editing?.id ?? NEW} initial={editing} onSaved={saved} onCancel={drawer.close} />
      </Drawer>
    </Page>
  );
}
