import { Result, type ResultProps } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";

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

/** A full-width outcome: icon, heading, explanation and the next actions. */
export function ResultScreen({ status, titleId, subTitleId, subTitle, extra, children }: ResultScreenProps) {
  const intl = useIntl();
  return (
    <Result
      status={status}
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
