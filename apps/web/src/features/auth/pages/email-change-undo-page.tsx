import { Button } from "antd";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/navigation/button-link.tsx";
import { ResultScreen } from "../../../components/results/result-screen.tsx";
import { useUndoEmailChange } from "../api/undo-email-change.ts";

/**
 * /email-change/undo/:id, from the e-mail sent to the old address when someone changes the
 * account's e-mail. Nothing happens until the member says so (a mail scanner that opens links
 * must not undo a change the member made); then the account keeps the old address, every
 * session ends, and a password reset is the way back in, since whoever changed the address
 * knew the password.
 */
export default function EmailChangeUndoPage() {
  const intl = useIntl();
  const { id = "" } = useParams();
  const undo = useUndoEmailChange();
  const heading = useRef<HTMLDivElement>(null);

  // The outcome replaces the question: move focus to it so it is read out.
  useEffect(() => {
    if (undo.isSuccess || undo.isError) heading.current?.querySelector<HTMLElement>("[tabindex]")?.focus();
  }, [undo.isSuccess, undo.isError]);

  if (undo.isSuccess) {
    return (
      <div ref={heading}>
        <ResultScreen
          status="success"
          titleId="auth.emailUndo.doneTitle"
          subTitleId="auth.emailUndo.doneText"
          extra={
            <ButtonLink to="/forgot-password" type="primary">
              {intl.formatMessage({ id: "auth.emailUndo.resetPassword" })}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  if (undo.isError) {
    return (
      <div ref={heading}>
        <ResultScreen
          status="warning"
          titleId="auth.emailUndo.expiredTitle"
          subTitleId="auth.emailUndo.expiredText"
          extra={
            <ButtonLink to="/login" type="primary">
              {intl.formatMessage({ id: "auth.toSignIn" })}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return (
    <ResultScreen
      status="warning"
      titleId="auth.emailUndo.title"
      subTitleId="auth.emailUndo.text"
      extra={
        <Button type="primary" danger loading={undo.isPending} onClick={() => undo.mutate(id)}>
          {intl.formatMessage({ id: "auth.emailUndo.confirm" })}
        </Button>
      }
    />
  );
}
