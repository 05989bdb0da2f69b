import { Col, Form, Input, Row } from "antd";
import { CardExpiryInput } from "../../../components/inputs/index.ts";
import { useT } from "../../../lib/intl/use-t.ts";

/**
 * The sandbox's card fields (spec-1 §5 cardNumber, cardExpiry, cardCvc). What is typed here is
 * sent only to the processor's tokenize endpoint, never to the portal.
 */
export function CardNumberFields() {
  const t = useT();
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item
          name="cardNumber"
          label={t("wallet.cardNumber")}
          rules={[{ required: true, whitespace: true, message: t("wallet.cardNumberRequired") }]}
        >
          <Input inputMode="numeric" autoComplete="cc-number" maxLength={23} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item
          name="cardExpiry"
          label={t("wallet.expiry")}
          rules={[{ required: true, message: t("wallet.expiryRequired") }]}
        >
          <CardExpiryInput aria-label={undefined} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item
          name="cardCvc"
          label={t("wallet.cvc")}
          rules={[{ required: true, pattern: /^\d{3,4}$/, message: t("wallet.cvcRequired") }]}
        >
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        </Form.Item>
      </Col>
    </Row>
  );
}
