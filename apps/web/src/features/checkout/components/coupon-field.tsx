import type { Cart } from "@crest/domain";
import { Button, Flex, Form, Input, Tag } from "antd";
import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { useT } from "../../../lib/intl/use-t.ts";
import { errorNotice } from "../../../lib/notifications/error-notice.ts";
import { useErrorNotifier } from "../../../lib/notifications/use-error-notifier.tsx";
import { useCartCoupon } from "../../cart/index.ts";

/**
 * Apply or remove a coupon (spec-1 §7). A coupon is optional: an empty code does nothing. A code
 * that does not apply (invalid_coupon) is said under the field, in the member's words, until the
 * code changes or a good one is applied; the field and its button wrap on a narrow screen.
 */
export function CouponField({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const t = useT();
  const notifyError = useErrorNotifier();
  const { apply, remove } = useCartCoupon();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const helpId = `${inputId}-problem`;
  if (cart.coupon)
    return (
      <Flex gap={8} align="center" wrap>
        <Tag>{cart.coupon.code}</Tag>
        <Button type="link" onClick={() => remove.mutate(undefined, { onError: notifyError })}>
          {t("checkout.removeCoupon", { code: cart.coupon.code })}
        </Button>
      </Flex>
    );
  const submit = () => {
    const wanted = code.trim();
    if (!wanted) return;
    apply.mutate(wanted, {
      onSuccess: () => {
        setCode("");
        setProblem(null);
      },
      onError: (error) => setProblem(errorNotice(error, intl).description),
    });
  };
  return (
    <Form layout="vertical" onFinish={submit} style={{ marginBlockStart: 16 }}>
      <Form.Item
        label={t("checkout.coupon")}
        htmlFor={inputId}
        validateStatus={problem ? "error" : undefined}
        help={
          problem ? (
            <span id={helpId} role="alert">
              {problem}
            </span>
          ) : undefined
        }
        style={{ marginBlockEnd: 0 }}
      >
        <Flex gap={8} wrap>
          <Input
            id={inputId}
            autoComplete="off"
            value={code}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? helpId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
            }}
            style={{ flex: "1 1 160px", minWidth: 0 }}
          />
          <Button htmlType="submit" loading={apply.isPending}>
            {t("checkout.applyCoupon")}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
