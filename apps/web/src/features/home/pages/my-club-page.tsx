import { useIntl } from "react-intl";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { RetryErrorResult } from "../../../components/results/lazy-error-result.tsx";
import { useAccount } from "../../account/index.ts";
import { usePortalConfig } from "../../config/index.ts";
import { MY_CLUB_WIDGETS } from "../components/home-widgets.ts";
import { WidgetGrid } from "../components/widget-grid.tsx";

/** /my-club: the club's card and story, its slogans, and the network's other locations. */
export default function MyClubPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const config = usePortalConfig();
  const { data: account, refetch } = useAccount();
  const header = (
    <PageHeader
      title={t("myClub.title")}
      breadcrumb={[{ title: t("home.breadcrumb"), to: "/" }, { title: t("myClub.title") }]}
    />
  );

  // The member shell shows pages only once the account is loaded; without it, a way to retry.
  if (!account) {
    return (
      <PageLayout header={header}>
        <RetryErrorResult onRetry={() => void refetch()} />
      </PageLayout>
    );
  }
  return (
    <PageLayout header={header}>
      <WidgetGrid widgets={MY_CLUB_WIDGETS} account={account} config={config} />
    </PageLayout>
  );
}
