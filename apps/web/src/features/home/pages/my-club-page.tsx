import { Page } from "../../../components/page/page.tsx";
import { RetryErrorResult } from "../../../components/results/lazy-error-result.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useAccount } from "../../account/index.ts";
import { usePortalConfig } from "../../config/index.ts";
import { MY_CLUB_WIDGETS } from "../components/home-widgets.ts";
import { WidgetGrid } from "../components/widget-grid.tsx";

/** /my-club: the club's card and story, its slogans, and the network's other locations. */
export default function MyClubPage() {
  const t = useT();
  const config = usePortalConfig();
  const { data: account, refetch } = useAccount();
  const page = {
    title: t("myClub.title"),
    breadcrumb: [{ title: t("home.breadcrumb"), to: "/" }, { title: t("myClub.title") }],
  };

  // The member shell shows pages only once the account is loaded; without it, a way to retry.
  if (!account) {
    return (
      <Page {...page}>
        <RetryErrorResult onRetry={() => void refetch()} />
      </Page>
    );
  }
  return (
    <Page {...page}>
      <WidgetGrid widgets={MY_CLUB_WIDGETS} account={account} config={config} />
    </Page>
  );
}
