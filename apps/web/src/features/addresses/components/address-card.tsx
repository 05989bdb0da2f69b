import "./addresses.css";
import type { CustomerAddress } from "@crest/domain";
import { App, Button, ConfigProvider, Flex, Popconfirm, Tag, Typography } from "antd";
import { localityLines } from "../../../lib/address/address-format.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useDeleteAddress } from "../api/delete-address.ts";

/** The lines of an address as a label prints them, the locality as its country writes it. */
export const addressLines = (address: CustomerAddress): string[] =>
  [
    `${address.firstName} ${address.lastName}`,
    address.companyName,
    address.address,
    address.address2,
    address.address3,
    ...localityLines(address.country, address),
    address.country,
  ].filter((line): line is string => Boolean(line));

/** One saved address: its lines, Default and Verified tags, Edit and Delete (confirmed). */
export function AddressCard({ address, onEdit }: { address: CustomerAddress; onEdit: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const remove = useDeleteAddress();
  const [name] = addressLines(address);
  return (
    <article className="crest-address-card" aria-label={addressLines(address).join(", ")}>
      <Flex gap={4} wrap>
        {address.default ? <Tag>{t("addresses.default")}</Tag> : null}
        {address.verified ? <Tag>{t("addresses.verified")}</Tag> : null}
      </Flex>
      <address>
        {addressLines(address).map((line) => (
          <Typography.Text key={line} style={{ display: "block" }}>
            {line}
          </Typography.Text>
        ))}
      </address>
      <Flex gap={8} justify="flex-end">
        {/* antd's error red is 3.3:1 on white; this one is 6:1 (WCAG AA). */}
        <ConfigProvider theme={{ token: { colorError: "#b42318" } }}>
          <Popconfirm
            title={t("addresses.confirmDelete")}
            okText={t("addresses.yes")}
            cancelText={t("addresses.nevermind")}
            onConfirm={() =>
              remove
                .mutateAsync(address.id)
                .then(() => void message.success(t("addresses.deleted")), notifyError)
            }
          >
            <Button danger loading={remove.isPending}>
              {t("addresses.delete")}
            </Button>
          </Popconfirm>
        </ConfigProvider>
        <Button onClick={onEdit} aria-label={t("addresses.editNamed", { name: name ?? "" })}>
          {t("addresses.edit")}
        </Button>
      </Flex>
    </article>
  );
}
