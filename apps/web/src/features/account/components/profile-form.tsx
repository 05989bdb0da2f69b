import { type Account, emailSchema, GENDERS } from "@crest/domain";
import { App, Button, Col, DatePicker, Flex, Form, Input, Row, Select, Switch } from "antd";
import dayjs from "dayjs";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { AddressFields } from "../../../components/forms/index.ts";
import { dateFormatFor, PhoneInput, phoneRule } from "../../../components/inputs/index.ts";
import { announce } from "../../../lib/a11y/announcer.tsx";
import { schemaRule, useFormFeedback } from "../../../lib/forms/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { usePortalConfig } from "../../config/index.ts";
import { useUpdateAccount } from "../api/update-account.ts";
import { changedFields, PROFILE_FIELDS, type ProfileValues, toProfileValues } from "./profile-values.ts";

export interface ProfileFormProps {
  account: Account;
  /** Back to the read view; `saved` after a save, not after Cancel. */
  onDone: (saved: boolean) => void;
}

/**
 * The profile in edit mode: saves only the changed fields; server field errors land on fields.
 * It takes focus on its first field when it opens, so Edit leads straight into the form.
 */
/** Whether the form's e-mail is another address than the account's (case and spaces aside). */
const isNewEmail = (account: Account, email: string | undefined): boolean =>
  Boolean(email?.trim()) && email?.trim().toLowerCase() !== account.email.toLowerCase();

export function ProfileForm({ account, onDone }: ProfileFormProps) {
  const intl = useIntl();
  const t = useT();
  const { settings } = usePortalConfig();
  const { message } = App.useApp();
  const notifyError = useErrorNotifier();
  const update = useUpdateAccount();
  const [form] = Form.useForm<ProfileValues>();
  // Every profile field is top level: "phone.number" belongs on the phone input.
  const feedback = useFormFeedback(form, "profile", { fields: PROFILE_FIELDS, topLevel: true });
  const primaryLocked = !settings.editPrimaryInfo;
  const formRef = useRef<HTMLDivElement>(null);
  // A new e-mail is how an account is taken over: it needs the current password, and it only
  // takes effect once confirmed from the new mailbox (the old one is told, with an undo link).
  const changingEmail = isNewEmail(account, Form.useWatch("email", form));

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input:not([disabled]), [role=combobox]")?.focus();
  }, []);

  const onError = (error: unknown) => {
    if (!feedback.showServerErrors(error)) notifyError(error);
  };

  const submit = (values: ProfileValues) => {
    const changes = changedFields(account, values);
    if (Object.keys(changes).length === 0) {
      onDone(false);
      return;
    }
    const request = changes.email ? { ...changes, currentPassword: values.currentPassword } : changes;
    update.mutate(request, {
      onSuccess: () => {
        const saved = changes.email
          ? intl.formatMessage({ id: "profile.emailPending" }, { email: changes.email })
          : t("profile.saved");
        void message.success(saved);
        announce(saved);
        onDone(true);
      },
      onError,
    });
  };

  const genders = GENDERS.map((gender) => ({ value: gender, label: t(`profile.gender.${gender}`) }));

  return (
    <div ref={formRef}>
      <Form<ProfileValues>
        {...feedback.formProps}
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={toProfileValues(account)}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="firstName"
              label={t("profile.firstName")}
              rules={[{ required: true, whitespace: true, message: t("profile.firstNameRequired") }]}
            >
              <Input autoComplete="given-name" maxLength={100} disabled={primaryLocked} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="middleName" label={t("profile.middleName")}>
              <Input autoComplete="additional-name" maxLength={100} disabled={primaryLocked} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="lastName"
              label={t("profile.lastName")}
              rules={[{ required: true, whitespace: true, message: t("profile.lastNameRequired") }]}
            >
              <Input autoComplete="family-name" maxLength={100} disabled={primaryLocked} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={t("profile.email")}
              rules={[
                { required: true, message: t("forms.email.invalid") },
                schemaRule(emailSchema, t("forms.email.invalid")),
              ]}
            >
              <Input type="email" autoComplete="email" inputMode="email" disabled={primaryLocked} />
            </Form.Item>
          </Col>
          {changingEmail ? (
            <Col xs={24} md={12}>
              <Form.Item
                name="currentPassword"
                label={t("profile.currentPassword")}
                extra={t("profile.emailChangeHelp")}
                rules={[{ required: true, message: t("profile.currentPasswordRequired") }]}
              >
                <Input.Password autoComplete="current-password" maxLength={200} />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} md={6}>
            <Form.Item name="gender" label={t("profile.gender")}>
              <Select options={genders} allowClear={{ label: t("inputs.clear") }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="birthdate" label={t("profile.birthdate")}>
              <DatePicker
                style={{ width: "100%" }}
                format={dateFormatFor(intl.locale)}
                disabledDate={(day) => day.isAfter(dayjs(), "day")}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="mobile" label={t("profile.mobile")} rules={[phoneRule(intl)]}>
              <PhoneInput label={t("profile.mobile")} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t("profile.phone")} rules={[phoneRule(intl)]}>
              <PhoneInput label={t("profile.phone")} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="companyName" label={t("profile.companyName")}>
              <Input autoComplete="organization" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="companyTitle" label={t("profile.companyTitle")}>
              <Input autoComplete="organization-title" maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <AddressFields />
        <Form.Item name="website" label={t("profile.website")}>
          <Input type="url" autoComplete="url" inputMode="url" maxLength={300} />
        </Form.Item>
        <Form.Item name="optInEmail" label={t("profile.optInEmail")} valuePropName="checked">
          <Switch />
        </Form.Item>
        {settings.sms ? (
          <Form.Item name="optInSms" label={t("profile.optInSms")} valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
        <Form.Item
          name="private"
          label={t("profile.private")}
          valuePropName="checked"
          extra={t("profile.privateHelp")}
        >
          <Switch />
        </Form.Item>
        <Flex gap={12} wrap>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t("profile.save")}
          </Button>
          <Button onClick={() => onDone(false)} disabled={update.isPending}>
            {t("profile.cancel")}
          </Button>
        </Flex>
      </Form>
    </div>
  );
}
