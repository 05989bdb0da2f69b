import { Button, Skeleton } from "antd";
import { useIntl } from "react-intl";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { ErrorResult } from "../../../components/results/result-presets.tsx";
import { useAccount } from "../../account/index.ts";
import { usePortalConfig } from "../../config/index.ts";
import { MY_CLUB_WIDGETS } from "../components/home-widgets.ts";
import { WidgetGrid } from "../components/widget-grid.tsx";

/** /my-club: the club's card and story, its slogans, and the network's other locations. */
export default function MyClubPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const config = usePortalConfig();
  const { data: account, isPending, isError, refetch } = useAccount();
  const header = (
    <PageHeader
      title={t("myClub.title")}
      breadcrumb={[{ title: t("home.breadcrumb"), to: "/" }, { title: t("myClub.title") }]}
    />
  );

  if (isPending) {
    return (
      <PageLayout header={header}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageLayout>
    );
  }
  if (isError || !account) {
    return (
      <PageLayout header={header}>
        <ErrorResult extra={<Button onClick={() => void refetch()}>{t("result.tryAgain")}</Button>} />
      </PageLayout>
    );
  }
  return (
    <PageLayout header={header}>
      <WidgetGrid widgets={MY_CLUB_WIDGETS} account={account} config={config} />
    </PageLayout>
  );
}
