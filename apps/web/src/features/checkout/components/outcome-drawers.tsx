import { Alert, Button, Drawer, Flex, Result, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { ApiError } from "../../../lib/api-error.ts";
import { useT } from "../../../lib/intl/use-t.ts";
import { RequestIdLine } from "../../../lib/notifications/request-id-line.tsx";
import { useOrder } from "../../orders/index.ts";
import { SurveySteps } from "../../surveys/index.ts";

/** Errors the spec titles 'Payment Failed' (the money side); the rest are 'Checkout Failed'. */
const PAYMENT_CODES = new Set([
  "card_declined",
  "payment_failed",
  "insufficient_funds",
  "expired_card",
  "payment_authentication_failed",
]);

/**
 * spec-1 §2.7 success drawer: the order's surveys first ('A few important questions before you
 * go...'), which must be done before it closes (closing then goes to my schedule); then the
 * confirmation with View Order (its drawer in the account's orders), Back To My Club, and View
 * Event Tickets and View My Schedule as the order has them.
 */
export function SuccessDrawer({ orderId }: { orderId: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const { data: order } = useOrder(orderId ?? undefined);
  const [surveysDone, setSurveysDone] = useState(false);
  const surveys = order?.surveys.map((survey) => survey.endpoint) ?? [];
  const asking = surveys.length > 0 && !surveysDone;
  return (
    <Drawer
      open={orderId !== null}
      closable={!asking}
      maskClosable={!asking}
      keyboard={!asking}
      onClose={() => navigate(surveys.length > 0 ? "/my-schedule" : "/")}
      width={560}
      title={asking ? t("checkout.surveys") : t("checkout.success.title")}
    >
      {!order ? (
        <Skeleton active />
      ) : asking ? (
        <SurveySteps endpoints={surveys} onDone={() => setSurveysDone(true)} />
      ) : (
        <Result
          status="success"
          title={t("checkout.success.email")}
          subTitle={t("checkout.success.number", { id: order.number })}
          extra={
            <Flex vertical gap={8}>
              <Button type="primary" onClick={() => navigate(`/account/billing/orders/${order.id}`)}>
                {t("checkout.success.viewOrder")}
              </Button>
              <Button onClick={() => navigate("/")}>{t("checkout.success.back")}</Button>
              {order.hasTickets && (
                <Button onClick={() => navigate("/account/wallet/tickets")}>
                  {t("checkout.success.tickets")}
                </Button>
              )}
              {(order.hasReservations || order.hasAppointments) && (
                <Button onClick={() => navigate("/my-schedule")}>{t("checkout.success.schedule")}</Button>
              )}
            </Flex>
          }
        />
      )}
    </Drawer>
  );
}

/**
 * spec-1 §2.7, §8 failure drawer: 'Payment Failed' or 'Checkout Failed', why in the member's
 * words, the details in red, the request id in a small line for support; Try Again closes it,
 * except for an empty cart (checkout_empty), which has nothing to retry.
 */
export function FailureDrawer({ error, onClose }: { error: ApiError | null; onClose: () => void }) {
  const t = useT();
  const title =
    error && PAYMENT_CODES.has(error.code) ? t("checkout.paymentFailed") : t("checkout.checkoutFailed");
  const raw = error?.body.errorDetails;
  const details = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return (
    <Drawer open={error !== null} onClose={onClose} width={560} title={title}>
      {error && (
        <Result
          status="error"
          title={title}
          subTitle={error.body.errorDescription || error.body.errorMessage}
          extra={
            error.code === "checkout_empty" ? null : (
              <Button type="primary" onClick={onClose}>
                {t("checkout.tryAgain")}
              </Button>
            )
          }
        >
          {details.length > 0 && (
            <ul aria-label={title}>
              {details.map((detail) => (
                <li key={`${detail.field ?? ""}${detail.details}`}>
                  <Typography.Text type="danger">{detail.details}</Typography.Text>
                </li>
              ))}
            </ul>
          )}
          {details.length === 0 && !error.body.errorDescription && (
            <Alert type="error" title={error.body.title} />
          )}
          <RequestIdLine id={error.body.requestId} />
        </Result>
      )}
    </Drawer>
  );
}
