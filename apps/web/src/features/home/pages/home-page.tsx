import { Page } from "../../../components/page/page.tsx";
import { RetryErrorResult } from "../../../components/results/lazy-error-result.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useAccount } from "../../account/index.ts";
import { usePortalConfig } from "../../config/index.ts";
import { HOME_WIDGETS } from "../components/home-widgets.ts";
import { WidgetGrid } from "../components/widget-grid.tsx";

/** "/" (Plus clubs; Lounge sends it to /account): a greeting and the home widgets. */
export default function HomePage() {
  const t = useT();
  const config = usePortalConfig();
  const { data: account, refetch } = useAccount();

  // The member shell shows pages only once the account is loaded; without it, a way to retry.
  if (!account) {
    return (
      <Page>
        <RetryErrorResult onRetry={() => void refetch()} />
      </Page>
    );
  }

  return (
    <Page title={t("home.welcome", { name: account.firstName })}>
      <p style={{ marginTop: 0 }}>{t("home.intro", { club: config.company.name })}</p>
      <WidgetGrid widgets={HOME_WIDGETS} account={account} config={config} />
    </Page>
  );
}
