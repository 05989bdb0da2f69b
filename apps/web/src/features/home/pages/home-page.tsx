import { useIntl } from "react-intl";
import { PageHeader } from "../../../components/page/page-header.tsx";
import { PageLayout } from "../../../components/page/page-layout.tsx";
import { RetryErrorResult } from "../../../components/results/lazy-error-result.tsx";
import { useAccount } from "../../account/index.ts";
import { usePortalConfig } from "../../config/index.ts";
import { HOME_WIDGETS } from "../components/home-widgets.ts";
import { WidgetGrid } from "../components/widget-grid.tsx";

/** "/" (Plus clubs; Lounge sends it to /account): a greeting and the home widgets. */
export default function HomePage() {
  const intl = useIntl();
  const config = usePortalConfig();
  const { data: account, refetch } = useAccount();

  // The member shell shows pages only once the account is loaded; without it, a way to retry.
  if (!account) {
    return (
      <PageLayout>
        <RetryErrorResult onRetry={() => void refetch()} />
      </PageLayout>
    );
  }

  return (
    <PageLayout
      header={<PageHeader title={intl.formatMessage({ id: "home.welcome" }, { name: account.firstName })} />}
    >
      <p style={{ marginTop: 0 }}>
        {intl.formatMessage({ id: "home.intro" }, { club: config.company.name })}
      </p>
      <WidgetGrid widgets={HOME_WIDGETS} account={account} config={config} />
    </PageLayout>
  );
}
