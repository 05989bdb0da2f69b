import { App, Button, Flex } from "antd";
import { useEffect, useRef, useState } from "react";
import { Page, type PageFrame } from "../../../components/page/page.tsx";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { Panel } from "../../../components/page/panel.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { usePortalConfig } from "../../config/index.ts";
import { useAccount } from "../api/get-account.ts";
import { ChangePasswordCard } from "../components/change-password-card.tsx";
import { HomeLocationCard } from "../components/home-location-card.tsx";
import { ProfileDetails } from "../components/profile-details.tsx";
import { ProfileForm } from "../components/profile-form.tsx";
import { ProfilePhoto } from "../components/profile-photo.tsx";

/**
 * /account/profile (spec-2 §3 Customer account): the profile in read mode with an Edit switch to
 * the form, the photo, a password change, and the home location for global-network members.
 */
export default function ProfilePage() {
  // antd's App gives the profile's sections App.useApp() (their "saved" messages).
  return (
    <App component={false}>
      <Profile />
    </App>
  );
}

function Profile() {
  const t = useT();
  const config = usePortalConfig();
  const query = useAccount();
  const { data: account } = query;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Back in the read view (after Save or Cancel), focus returns to the Edit button once it is
  // rendered again.
  const finishEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const page: PageFrame = {
    title: t("profile.title"),

    breadcrumb: [{ title: t("profile.account"), to: "/account" }, { title: t("profile.title") }],

    extra:
      account && !editing ? (
        <Button ref={editButton} type="primary" onClick={() => setEditing(true)}>
          {t("profile.edit")}
        </Button>
      ) : null,
  };

  if (!account) {
    return (
      <Page {...page}>
        <PageWait query={query} rows={8} avatar />
      </Page>
    );
  }

  const showHomeLocation = config.settings.globalNetworks && account.globalNetworks.length > 1;

  return (
    <Page {...page}>
      <Flex vertical gap={24}>
        <Panel title={t("profile.details")}>
          <Flex vertical gap={24}>
            <ProfilePhoto account={account} />
            {editing ? (
              <ProfileForm account={account} onDone={finishEditing} />
            ) : (
              <ProfileDetails account={account} />
            )}
          </Flex>
        </Panel>
        <ChangePasswordCard />
        {showHomeLocation ? <HomeLocationCard account={account} /> : null}
      </Flex>
    </Page>
  );
}
