import { App, Button, Flex, Skeleton } from "antd";
import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { Panel } from "../../../components/page/panel.tsx";
import { RetryErrorResult } from "../../../components/results/lazy-error-result.tsx";
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
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const config = usePortalConfig();
  const { data: account, isPending, isError, refetch } = useAccount();
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

  const header = (
    <PageHeader
      title={t("profile.title")}
      breadcrumb={[{ title: t("profile.account"), to: "/account" }, { title: t("profile.title") }]}
      extra={
        account && !editing ? (
          <Button ref={editButton} type="primary" onClick={() => setEditing(true)}>
            {t("profile.edit")}
          </Button>
        ) : null
      }
    />
  );

  if (isPending) {
    return (
      <PageLayout header={header}>
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </PageLayout>
    );
  }
  if (isError || !account) {
    return (
      <PageLayout header={header}>
        <RetryErrorResult onRetry={() => void refetch()} />
      </PageLayout>
    );
  }

  const showHomeLocation = config.settings.globalNetworks && account.globalNetworks.length > 1;

  return (
    <PageLayout header={header}>
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
    </PageLayout>
  );
}
