import type { Cart } from "@crest/domain";
import { Button, Flex, Form, Input, Tag } from "antd";
import { useIntl } from "react-intl";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useCartCoupon } from "../../cart/index.ts";

/** Apply or remove a coupon (spec-1 §7); invalid_coupon comes back as the error notification. */
export function CouponField({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const notifyError = useErrorNotifier();
  const { apply, remove } = useCartCoupon();
  const [form] = Form.useForm<{ code: string }>();
  if (cart.coupon)
    return (
      <Flex gap={8} align="center">
        <Tag>{cart.coupon.code}</Tag>
        <Button type="link" onClick={() => remove.mutate(undefined, { onError: notifyError })}>
          {t("checkout.removeCoupon", { code: cart.coupon.code })}
        </Button>
      </Flex>
    );
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) =>
        apply.mutate(values.code, { onSuccess: () => form.resetFields(), onError: notifyError })
      }
    >
      <Flex gap={8} align="flex-end">
        <Form.Item
          name="code"
          label={t("checkout.coupon")}
          rules={[{ required: true, message: t("checkout.coupon") }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Button htmlType="submit" loading={apply.isPending}>
          {t("checkout.applyCoupon")}
        </Button>
      </Flex>
    </Form>
  );
}
