import { Descriptions } from "antd";
import { useIntl } from "react-intl";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { useAccount } from "../api/get-account.ts";

/** Placeholder profile page (the account feature replaces it): who is signed in. */
export default function ProfilePage() {
  const intl = useIntl();
  const { data: account } = useAccount();
  if (!account) return null;
  return (
    <PageLayout header={<PageHeader title={intl.formatMessage({ id: "profile.title" })} />}>
      <Descriptions
        column={1}
        items={[
          { key: "name", label: intl.formatMessage({ id: "profile.title" }), children: account.fullName },
          { key: "email", label: intl.formatMessage({ id: "profile.email" }), children: account.email },
          {
            key: "member",
            label: intl.formatMessage({ id: "result.membersOnly.title" }),
            children: intl.formatMessage({ id: account.isMember ? "profile.member" : "profile.notMember" }),
          },
        ]}
      />
    </PageLayout>
  );
}
