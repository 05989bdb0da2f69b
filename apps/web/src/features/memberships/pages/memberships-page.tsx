import { App, Drawer, Typography } from "antd";
import type { ReactNode } from "react";
import { Page } from "../../../components/page/page.tsx";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { defineOverlay, useOverlay } from "../../../lib/overlays/index.ts";
import { useMembershipCards } from "../api/get-membership-cards.ts";
import { JoinTheClub } from "../components/join-the-club.tsx";
import { MembershipCardDetail } from "../components/membership-card-detail.tsx";
import { MembershipCardTile } from "../components/membership-card-tile.tsx";
import { MembershipInvitations } from "../components/membership-invitations.tsx";
import { MembershipsMessages } from "../lazy-messages/memberships-messages.tsx";

/** A card's detail, by card id in the URL (closing restores the previous URL). */
const cardDrawer = defineOverlay({ name: "membership-card", kind: "drawer" });

/**
 * /account/memberships (spec-2 account area, membership tab): the member's cards in their
 * membership's colours; each opens its detail (code, wallet passes, subscription, additional
 * members). Invitations to join someone else's membership, when any wait, come first.
 */
export default function MembershipsPage() {
  // antd's App gives the detail's actions App.useApp() ('Email sent'); the shell draws without antd.
  return (
    <MembershipsMessages>
      <App component={false}>
        <Memberships />
      </App>
    </MembershipsMessages>
  );
}

function Memberships() {
  const t = useT();
  const query = useMembershipCards();
  const { data: cards } = query;
  const drawer = useOverlay(cardDrawer);
  const open = cards?.find((card) => card.id === drawer.id);

  let body: ReactNode;
  if (!cards) body = <PageWait query={query} />;
  else if (cards.length === 0)
    body = (
      <>
        <Typography.Paragraph>{t("memberships.empty")}</Typography.Paragraph>
        <JoinTheClub />
      </>
    );
  else
    body = (
      <ul className="crest-membership-cards" aria-label={t("memberships.list")}>
        {cards.map((card) => (
          <li key={card.id}>
            <MembershipCardTile card={card} onOpen={() => drawer.open(card.id)} />
          </li>
        ))}
      </ul>
    );

  return (
    <Page
      title={t("memberships.title")}
      breadcrumb={[{ title: t("memberships.account"), to: "/account" }, { title: t("memberships.title") }]}
    >
      <MembershipInvitations />
      {body}
      <Drawer
        open={Boolean(open)}
        onClose={drawer.close}
        size="large"
        title={open?.title}
        closable={{ "aria-label": t("memberships.drawer.close") }}
        destroyOnHidden
      >
        {open ? <MembershipCardDetail card={open} /> : null}
      </Drawer>
    </Page>
  );
}
