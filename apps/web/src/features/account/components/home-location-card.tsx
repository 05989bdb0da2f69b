import type { Account } from "@crest/domain";
import { App, Form, Select } from "antd";
import { useIntl } from "react-intl";
import { Panel } from "../../../components/page/panel.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useUpdateAccount } from "../api/update-account.ts";

/**
 * The network's locations as options (the present home disabled: choosing it again would
 * change nothing), and saving a choice. Shared by the profile card and Choose Location.
 */
export function useHomeLocation(account: Account) {
  const intl = useIntl();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const update = useUpdateAccount();
  const options = account.globalNetworks.map((location) => ({
    value: location.id,
    label: location.current
      ? intl.formatMessage({ id: "profile.home.thisClub" }, { name: location.name })
      : location.name,
    disabled: location.id === account.homeHouseId,
  }));
  const choose = (homeHouseId: string, onSaved?: () => void) =>
    update.mutate(
      { homeHouseId },
      {
        onSuccess: () => {
          void message.success(intl.formatMessage({ id: "profile.home.saved" }));
          onSaved?.();
        },
        onError: notifyError,
      },
    );
  return { options, choose, update };
}

/**
 * The member's home location among the global network's clubs (spec-1 §4 Global network
 * switching). The present home is shown but disabled: choosing it again would change nothing.
 */
export function HomeLocationCard({ account }: { account: Account }) {
  const t = useT();
  const { options, choose, update } = useHomeLocation(account);

  return (
    <Panel title={t("profile.home.title")}>
      <p>{t("profile.home.text")}</p>
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label={t("profile.home.label")} htmlFor="home-location">
          <Select
            id="home-location"
            value={account.homeHouseId ?? undefined}
            placeholder={t("profile.home.placeholder")}
            options={options}
            onChange={(value: string) => choose(value)}
            loading={update.isPending}
            disabled={update.isPending}
          />
        </Form.Item>
      </Form>
    </Panel>
  );
}
