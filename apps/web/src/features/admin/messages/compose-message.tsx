import type { AudienceQuery, MessageAudience } from "@crest/domain";
import { Alert, Button, Modal } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { PageWait } from "../../../components/page/page-wait.tsx";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { SelectField, TextField } from "../events/form-fields.tsx";
import { MemberPicker } from "../perks/member-picker.tsx";
import { usePlans } from "../perks/perks-api.ts";
import { useAudienceSize, useSendMessage } from "./messages-api.ts";

type AudienceType = MessageAudience["type"];

/**
 * A message to write: subject, body and who it goes to (everyone, a plan's holders or one
 * member), previewed as the member reads it. Send opens a confirmation that says how many
 * members it reaches and how many get an e-mail copy; only then is it sent.
 */
export function ComposeMessage({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const plans = usePlans();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [type, setType] = useState<AudienceType>("everyone");
  const [planId, setPlanId] = useState("");
  const [member, setMember] = useState<{ id: string; name: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState("");
  const send = useSendMessage();

  const audience: MessageAudience | null =
    type === "everyone"
      ? { type }
      : type === "plan"
        ? planId
          ? { type, planId }
          : null
        : member
          ? { type, customerId: member.id }
          : null;
  const query: AudienceQuery | null = !audience
    ? null
    : audience.type === "plan"
      ? { type: "plan", planId: audience.planId }
      : audience.type === "member"
        ? { type: "member", customerId: audience.customerId }
        : { type: "everyone" };
  const size = useAudienceSize(confirming ? query : null);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setResult("");
    if (audience) setConfirming(true);
  };
  const confirm = () => {
    if (!audience) return;
    send.mutate(
      { subject, body, audience },
      {
        onSuccess: (sent) => {
          setConfirming(false);
          setSubject("");
          setBody("");
          setResult(intl.formatMessage({ id: "admin.messages.sent" }, { count: sent.recipients }));
        },
      },
    );
  };

  return (
    <section className="crest-admin-section" aria-labelledby="compose-heading">
      <h2 id="compose-heading">{intl.formatMessage({ id: "admin.messages.composeTitle" })}</h2>
      {result ? <Alert type="success" role="status" title={result} /> : null}
      <SelectField
        labelId="admin.messages.to"
        value={type}
        onChange={(value) => setType(value as AudienceType)}
        options={(["everyone", "plan", "member"] as const).map((value) => ({
          value,
          label: intl.formatMessage({ id: `admin.messages.audience.${value}` }),
        }))}
      />
      {type === "member" ? <MemberPicker chosen={member} onChoose={setMember} /> : null}
      <form
        className="crest-admin-form"
        aria-label={intl.formatMessage({ id: "admin.messages.composeTitle" })}
        onSubmit={submit}
      >
        {type === "plan" ? (
          <SelectField
            labelId="admin.messages.plan"
            value={planId}
            onChange={setPlanId}
            options={[
              { value: "", label: intl.formatMessage({ id: "admin.perks.choosePlan" }) },
              ...(plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.title })),
            ]}
          />
        ) : null}
        <TextField labelId="admin.messages.subject" required value={subject} onChange={setSubject} />
        <TextField labelId="admin.messages.body" required multiline value={body} onChange={setBody} />
        <section className="crest-admin-fieldset" aria-labelledby="message-preview-heading">
          <h3 id="message-preview-heading">{intl.formatMessage({ id: "admin.messages.preview" })}</h3>
          <p>
            <strong>{subject || intl.formatMessage({ id: "admin.messages.noSubject" })}</strong>
          </p>
          <p className="crest-admin-preview-body">{body}</p>
        </section>
        <div className="crest-admin-actions">
          <Button type="primary" htmlType="submit" disabled={!audience}>
            {intl.formatMessage({ id: "admin.messages.send" })}
          </Button>
          <Button onClick={onClose}>{intl.formatMessage({ id: "admin.messages.close" })}</Button>
        </div>
      </form>
      <Modal
        open={confirming}
        title={intl.formatMessage({ id: "admin.messages.confirmTitle" }, { subject })}
        okText={intl.formatMessage({ id: "admin.messages.confirmSend" })}
        cancelText={intl.formatMessage({ id: "admin.messages.confirmKeep" })}
        okButtonProps={{ loading: send.isPending, disabled: !size.data }}
        onOk={confirm}
        onCancel={() => setConfirming(false)}
      >
        {size.data ? (
          <p>
            {intl.formatMessage(
              { id: "admin.messages.confirmText" },
              { count: size.data.recipients, emailed: size.data.emailed },
            )}
          </p>
        ) : size.error ? (
          <ErrorAlert error={size.error} />
        ) : (
          <PageWait query={size} rows={1} />
        )}
        {send.error ? <ErrorAlert error={send.error} /> : null}
      </Modal>
    </section>
  );
}
