import type { MembershipCard, SubMember } from "@crest/domain";
import { canInvite } from "@crest/domain";
import { Alert, App, Button, Flex, Form, Modal, Skeleton, Tag } from "antd";
import { type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmDangerButton } from "../../../components/actions/confirm-danger-button.tsx";
import { ResultScreen } from "../../../components/results/result-screen.tsx";
import { useT } from "../../../lib/intl/use-t.ts";
import { errorNotice } from "../../../lib/notifications/error-notice.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useAddSubMember } from "../api/add-sub-member.ts";
import { useSubMembers } from "../api/get-sub-members.ts";
import { useRemoveSubMember } from "../api/remove-sub-member.ts";
import { useUpdateSubMember } from "../api/update-sub-member.ts";
import { SubMemberForm, type SubMemberValues } from "./sub-member-form.tsx";

/** A sub-member's card: an invitation not yet accepted, active, or suspended by the parent. */
const STATUS_LABEL: Record<SubMember["status"], string> = {
  pending: "subMembers.invited",
  active: "subMembers.active",
  inactive: "subMembers.suspended",
};

type AddState = { step: "form" } | { step: "added"; email: string } | { step: "failed"; error: unknown };

/**
 * Adding an additional member, then one of the two result screens (spec-2 account area
 * "additional member added or failed"). Failed offers Try Again (back to the filled form).
 */
function AddSubMemberModal({
  card,
  open,
  onClose,
}: {
  card: MembershipCard;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = useT();
  const [form] = Form.useForm<SubMemberValues>();
  const [state, setState] = useState<AddState>({ step: "form" });
  const add = useAddSubMember(card.id);
  const close = () => {
    setState({ step: "form" });
    form.resetFields();
    onClose();
  };
  const submit = (values: SubMemberValues) =>
    add.mutate(
      { firstName: values.firstName, lastName: values.lastName, email: values.email ?? "" },
      {
        onSuccess: () => setState({ step: "added", email: values.email ?? "" }),
        onError: (error) => setState({ step: "failed", error }),
      },
    );
  let body: ReactNode;
  if (state.step === "added")
    body = (
      <ResultScreen
        status="success"
        titleId="subMembers.added.title"
        subTitle={intl.formatMessage({ id: "subMembers.added.text" }, { email: state.email })}
        extra={
          <Button type="primary" onClick={close}>
            {t("subMembers.done")}
          </Button>
        }
      />
    );
  else if (state.step === "failed") {
    const notice = errorNotice(state.error, intl);
    body = (
      <ResultScreen
        status="error"
        titleId="subMembers.failed.title"
        subTitle={notice.description}
        extra={
          <Flex gap={12} justify="center">
            <Button onClick={close}>{t("subMembers.done")}</Button>
            <Button type="primary" onClick={() => setState({ step: "form" })}>
              {t("subMembers.tryAgain")}
            </Button>
          </Flex>
        }
      />
    );
  } else
    body = (
      <SubMemberForm form={form} withEmail submitting={add.isPending} onSubmit={submit} onCancel={close} />
    );
  return (
    <Modal
      open={open}
      title={state.step === "form" ? t("subMembers.add") : null}
      onCancel={close}
      footer={null}
      closable={{ "aria-label": t("memberships.drawer.close") }}
      forceRender
    >
      {body}
    </Modal>
  );
}

function EditSubMemberModal({
  parentCardId,
  member,
  onClose,
}: {
  parentCardId: string;
  member: SubMember | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = useT();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const [form] = Form.useForm<SubMemberValues>();
  const update = useUpdateSubMember(parentCardId);
  const name = member ? `${member.customer.firstName} ${member.customer.lastName}` : "";
  return (
    <Modal
      open={member !== null}
      title={intl.formatMessage({ id: "subMembers.edit" }, { name })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      closable={{ "aria-label": t("memberships.drawer.close") }}
    >
      {member ? (
        <SubMemberForm
          form={form}
          withEmail={false}
          initialValues={{ firstName: member.customer.firstName, lastName: member.customer.lastName }}
          submitting={update.isPending}
          onCancel={onClose}
          onSubmit={(values) =>
            update.mutate(
              { id: member.id, update: { firstName: values.firstName, lastName: values.lastName } },
              {
                onSuccess: () => {
                  void message.success(t("subMembers.updated"));
                  onClose();
                },
                onError: notifyError,
              },
            )
          }
        />
      ) : null}
    </Modal>
  );
}

function SubMemberRow({
  parentCardId,
  member,
  onEdit,
}: {
  parentCardId: string;
  member: SubMember;
  onEdit: () => void;
}) {
  const intl = useIntl();
  const t = useT();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const remove = useRemoveSubMember(parentCardId);
  const name = `${member.customer.firstName} ${member.customer.lastName}`;
  return (
    <li className="crest-sub-member">
      <Flex vertical gap={4}>
        <strong>{name}</strong>
        <Flex gap={8} wrap align="center">
          <span>{member.customer.email}</span>
          <Tag color={member.status === "active" ? "success" : "default"}>
            {t(STATUS_LABEL[member.status])}
          </Tag>
        </Flex>
      </Flex>
      <Flex gap={8} wrap>
        <Button onClick={onEdit} aria-label={intl.formatMessage({ id: "subMembers.edit" }, { name })}>
          {t("subMembers.editShort")}
        </Button>
        <ConfirmDangerButton
          question={t("subMembers.removeConfirm")}
          yes={t("subMembers.yes")}
          no={t("subMembers.nevermind")}
          onConfirm={() =>
            remove
              .mutateAsync(member.id)
              .then(() => void message.success(t("subMembers.removed")), notifyError)
          }
          loading={remove.isPending}
          ariaLabel={intl.formatMessage({ id: "subMembers.remove" }, { name })}
        >
          {t("subMembers.removeShort")}
        </ConfirmDangerButton>
      </Flex>
    </li>
  );
}

/**
 * A parent card's additional members (spec-1 §3 Sub-member, §7): the list with edit and remove,
 * the invites left, and Add, disabled with the reason once no invite is left.
 */
export function SubMembersSection({ card }: { card: MembershipCard }) {
  const intl = useIntl();
  const t = useT();
  const { data: members, isPending } = useSubMembers(card.id, true);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SubMember | null>(null);
  const invitesLeft = canInvite(card) && card.canInvite;
  return (
    <section aria-labelledby={`sub-members-${card.id}`}>
      <h2 id={`sub-members-${card.id}`} className="crest-membership-section-title">
        {t("subMembers.title")}
      </h2>
      <Flex vertical gap={12}>
        <p style={{ margin: 0 }}>
          {intl.formatMessage(
            { id: "subMembers.invites" },
            { remaining: card.remainingInvites, max: card.maxInvites },
          )}
        </p>
        {isPending ? (
          <Skeleton active />
        ) : (members ?? []).length === 0 ? (
          <p style={{ margin: 0 }}>{t("subMembers.empty")}</p>
        ) : (
          <ul className="crest-sub-members" aria-label={t("subMembers.list")}>
            {(members ?? []).map((member) => (
              <SubMemberRow
                key={member.id}
                parentCardId={card.id}
                member={member}
                onEdit={() => setEditing(member)}
              />
            ))}
          </ul>
        )}
        {invitesLeft ? null : <Alert type="info" showIcon title={t("subMembers.noInvites")} />}
        <div>
          <Button type="primary" disabled={!invitesLeft} onClick={() => setAdding(true)}>
            {t("subMembers.add")}
          </Button>
        </div>
      </Flex>
      <AddSubMemberModal card={card} open={adding} onClose={() => setAdding(false)} />
      <EditSubMemberModal parentCardId={card.id} member={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
