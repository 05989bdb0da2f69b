import type { Account } from "@crest/domain";
import { Form, Modal, Select } from "antd";
import { useState } from "react";
import { useT } from "../../../lib/intl/use-t.ts";
import AntdTheme from "../../../lib/theme/antd-theme.tsx";
import { useHomeLocation } from "./home-location-card.tsx";

/**
 * Choose Location (spec-1 §2.5 item 7): the network's locations to pick a home from; the
 * dropdown shows only with more than one location, the current home disabled.
 */
export default function ChooseLocationModal({ account }: { account: Account }) {
  // Mounted by the shell over any page, which may have drawn without antd: bring its theme.
  return (
    <AntdTheme>
      <ChooseLocationDialog account={account} />
    </AntdTheme>
  );
}

function ChooseLocationDialog({ account }: { account: Account }) {
  const t = useT();
  const { options, choose, update } = useHomeLocation(account);
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} title={t("location.choose.title")} footer={null} onCancel={() => setOpen(false)}>
      <p>{t("profile.home.text")}</p>
      {options.length > 1 ? (
        <Form layout="vertical">
          <Form.Item label={t("profile.home.label")} htmlFor="choose-location">
            <Select
              id="choose-location"
              value={account.homeHouseId ?? undefined}
              placeholder={t("profile.home.placeholder")}
              options={options}
              onChange={(value: string) => choose(value, () => setOpen(false))}
              loading={update.isPending}
            />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
