import {
  type CustomerAddress,
  DEFAULT_COUNTRY,
  FIELD_MESSAGES,
  type NewCustomerAddressValues,
} from "@crest/domain";
import { Button, Checkbox, Col, Flex, Form, Input, Radio, Row } from "antd";
import { useIntl } from "react-intl";
import { AddressFields } from "../../../components/forms/index.ts";
import {
  PhoneInput,
  type PhoneValue,
  parsePhone,
  phoneRule,
  phoneText,
} from "../../../components/inputs/index.ts";
import { loadFieldMessageIds, translateFieldMessage, useFormFeedback } from "../../../lib/forms/index.ts";

// These forms word their own checks through the field messages' ids: load them with the form.
void loadFieldMessageIds();

import { useT } from "../../../lib/intl/use-t.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useSaveAddress } from "../api/save-address.ts";
import { AddressesMessages } from "../lazy-messages/addresses-messages.tsx";

/**
 * The form's fields are the create body's (the server's schema, defaults filled in), but for the
 * phone: the one phone input (its country code and digits), stored as "+14015550123".
 */
type AddressValues = Omit<NewCustomerAddressValues, "phoneNumber"> & { phoneNumber: PhoneValue };

export interface AddressFormProps {
  /** The address to change; a new one otherwise (its type may be preset). */
  initial?: Partial<CustomerAddress>;
  onSaved: (address: CustomerAddress) => void;
  onCancel?: () => void;
}

/**
 * A customer address (spec-1 §3, §5): every field of the Customer address, the country US unless
 * chosen, the address itself in the shared address fields (required). It saves through the
 * addresses API itself.
 */
export function AddressForm(props: AddressFormProps) {
  return (
    <AddressesMessages>
      <AddressFormFields {...props} />
    </AddressesMessages>
  );
}

const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function AddressFormFields({ initial, onSaved, onCancel }: AddressFormProps) {
  const intl = useIntl();
  const t = useT();
  const [form] = Form.useForm<AddressValues>();
  const feedback = useFormFeedback(form, "address");
  const notifyError = useErrorNotifier();
  const save = useSaveAddress();

  const required = (message: string) => [
    { required: true, whitespace: true, message: translateFieldMessage(message, intl) },
  ];

  const submit = (values: AddressValues) =>
    save.mutate(
      {
        id: initial?.id,
        values: {
          ...values,
          companyName: optional(values.companyName),
          address2: optional(values.address2),
          address3: optional(values.address3),
          state: optional(values.state),
          phoneNumber: phoneText(values.phoneNumber),
          notes: optional(values.notes),
        },
      },
      {
        onSuccess: (address) => onSaved(address),
        onError: (error) => {
          if (!feedback.showServerErrors(error)) notifyError(error);
        },
      },
    );

  return (
    <Form<AddressValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      {...feedback.formProps}
      initialValues={{
        type: initial?.type ?? "shipping",
        firstName: initial?.firstName,
        lastName: initial?.lastName,
        companyName: initial?.companyName ?? undefined,
        country: initial?.country ?? DEFAULT_COUNTRY,
        address: initial?.address,
        address2: initial?.address2 ?? undefined,
        address3: initial?.address3 ?? undefined,
        city: initial?.city,
        state: initial?.state ?? undefined,
        zipCode: initial?.zipCode,
        phoneNumber: parsePhone(initial?.phoneNumber),
        notes: initial?.notes ?? undefined,
        default: initial?.default ?? false,
      }}
      onFinish={submit}
    >
      <Form.Item name="type" label={t("addresses.type")}>
        <Radio.Group
          optionType="button"
          options={[
            { value: "shipping", label: t("addresses.shipping") },
            { value: "billing", label: t("addresses.billing") },
          ]}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="firstName"
            label={t("addresses.firstName")}
            rules={required(FIELD_MESSAGES.first_name_required)}
          >
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="lastName"
            label={t("addresses.lastName")}
            rules={required(FIELD_MESSAGES.last_name_required)}
          >
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="companyName" label={t("addresses.companyName")}>
        <Input autoComplete="organization" maxLength={200} />
      </Form.Item>
      <AddressFields required />
      <Form.Item name="phoneNumber" label={t("addresses.phoneNumber")} rules={[phoneRule(intl)]}>
        <PhoneInput label={t("addresses.phoneNumber")} />
      </Form.Item>
      <Form.Item name="notes" label={t("addresses.notes")}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="default" valuePropName="checked">
        <Checkbox>{t("addresses.makeDefault")}</Checkbox>
      </Form.Item>
      <Flex gap={8} justify="flex-end" wrap>
        {onCancel ? <Button onClick={onCancel}>{t("addresses.cancel")}</Button> : null}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t("addresses.save")}
        </Button>
      </Flex>
    </Form>
  );
}
