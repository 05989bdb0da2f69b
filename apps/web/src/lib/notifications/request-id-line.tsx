import { Typography } from "antd";
import { useIntl } from "react-intl";

/**
 * The request id as a small secondary line for support, under what went wrong: never part of
 * the member's message itself (docs/member-experience.md, "Where errors show").
 */
export function RequestIdLine({ id }: { id: string | undefined }) {
  const intl = useIntl();
  if (!id) return null;
  return (
    <Typography.Text type="secondary" style={{ display: "block", marginTop: 8, fontSize: 12 }}>
      {intl.formatMessage({ id: "notify.supportDetails" }, { id })}
    </Typography.Text>
  );
}
