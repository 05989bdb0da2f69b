import { Result, type ResultProps, theme } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { StatusIcon } from "../icons.tsx";

export interface ResultScreenProps {
  status: ResultProps["status"];
  /** Message ids; a club may reword them through config.intl.messages. */
  titleId: string;
  subTitleId?: string;
  /** Extra wording under the subtitle (e.g. the order number). */
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

const headingStyle = { font: "inherit", margin: 0, color: "inherit" } as const;

const ICON_STATUSES = ["success", "warning", "info", "error"] as const;
type IconStatus = (typeof ICON_STATUSES)[number];
const isIconStatus = (status: ResultProps["status"]): status is IconStatus =>
  ICON_STATUSES.some((candidate) => candidate === status);

/** A full-width outcome: icon, heading, explanation and the next actions. */
export function ResultScreen({ status, titleId, subTitleId, subTitle, extra, children }: ResultScreenProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const colours: Record<IconStatus, string> = {
    success: token.colorSuccess,
    warning: token.colorWarning,
    info: token.colorInfo,
    error: token.colorError,
  };
  // The heading says the outcome in words; the icon only repeats it, so it is hidden from
  // assistive technology (antd's is announced as 'warning' in English on a Spanish page).
  const icon = isIconStatus(status) ? (
    <span style={{ fontSize: 72, color: colours[status], display: "inline-flex" }}>
      <StatusIcon status={status} />
    </span>
  ) : undefined;
  return (
    <Result
      status={status}
      icon={icon}
      title={<h1 style={headingStyle}>{intl.formatMessage({ id: titleId })}</h1>}
      subTitle={
        subTitleId || subTitle ? (
          <>
            {subTitleId ? intl.formatMessage({ id: subTitleId }) : null}
            {subTitleId && subTitle ? " " : null}
            {subTitle}
          </>
        ) : undefined
      }
      extra={extra}
    >
      {children}
    </Result>
  );
}
