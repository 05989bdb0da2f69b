import { App } from "antd";
import { useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { Page, type PageFrame } from "../../../components/page/page.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { type BillingTab, BillingTabs } from "../components/billing-tabs.tsx";
import { StatementDrawer } from "../components/statement-drawer.tsx";
import { StatementList } from "../components/statement-list.tsx";
import { TransactionDrawer } from "../components/transaction-drawer.tsx";
import { TransactionList } from "../components/transaction-list.tsx";
import { BillingMessages } from "../lazy-messages/billing-messages.tsx";

type ListTab = Exclude<BillingTab, "orders">;

/** The tab an address names: /account/billing/{invoices|transactions|statements}/:id? (invoices by default). */
function tabOf(pathname: string): ListTab {
  const match = /\/billing\/(invoices|transactions|statements)(?:\/|$)/.exec(pathname);
  return (match?.[1] as ListTab | undefined) ?? "invoices";
}

/**
 * /account/billing (spec-2 §2): invoices, transactions, orders (its own page) and statements as
 * tabs; an entry opens in a drawer at /account/billing/{tab}/:id, and closing it goes back to the tab.
 */
export default function BillingPage() {
  return (
    <BillingMessages>
      <App component={false}>
        <BillingScreen />
      </App>
    </BillingMessages>
  );
}

function BillingScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const params = useParams();
  const tab = tabOf(pathname);
  // The open entry: the row's `:id`, or (on /account/billing/:billingTab/:id) its second segment.
  const id = params.id;
  const [pages, setPages] = useState<Record<ListTab, number>>({
    invoices: 1,
    transactions: 1,
    statements: 1,
  });
  const setPage = (page: number) => setPages((current) => ({ ...current, [tab]: page }));
  const open = (entry: string) => navigate(`/account/billing/${tab}/${entry}`);
  const close = () => navigate(`/account/billing/${tab}`);
  const frame: PageFrame = {
    title: t("billing.title"),
    breadcrumb: [{ title: t("billing.account"), to: "/account" }, { title: t("billing.title") }],
  };
  return (
    <Page {...frame}>
      <BillingTabs active={tab} />
      {tab === "statements" ? (
        <>
          <StatementList page={pages.statements} onPage={setPage} onOpen={open} />
          <StatementDrawer id={id} onClose={close} />
        </>
      ) : (
        <>
          <TransactionList kind={tab} page={pages[tab]} onPage={setPage} onOpen={open} />
          <TransactionDrawer id={id} onClose={close} />
        </>
      )}
    </Page>
  );
}
