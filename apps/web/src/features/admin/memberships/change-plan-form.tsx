import type { StaffSubscription } from "@crest/domain";
import { Alert, Button } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useClubIntl } from "../components/club-intl.ts";
import { SelectField } from "../events/form-fields.tsx";
import { usePlanChangePreview, usePlans, useSubscriptionAction } from "./memberships-api.ts";

/** Plans offered for a change: the club's active plans, first 100 by title (a club has a handful). */
const PLAN_CHOICES = { status: "active", sort: "title", direction: "asc" } as const;

/**
 * Changing a subscription's plan: choose one of the club's active plans, read the proration the
 * server computes (the same `prorate` the save records: the unused days credited at the old rate,
 * charged at the new), then save. One idempotency key per chosen plan, so a second press records
 * the adjustment once.
 */
export function ChangePlanForm({
  customerId,
  subscription,
}: {
  customerId: string;
  subscription: StaffSubscription;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const club = useClubIntl();
  const plans = usePlans(PLAN_CHOICES, 1, club.knownCurrency, 100);
  const [planId, setPlanId] = useState("");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [saved, setSaved] = useState("");
  const preview = usePlanChangePreview(subscription.id, planId, club.knownCurrency);
  const action = useSubscriptionAction(customerId, subscription.id);
  const choices = (plans.data?.data ?? []).filter((plan) => plan.id !== subscription.planId);
  const proration = preview.data?.proration;
  const money = (minor: number) => club.format.money(minor);
  const choose = (next: string) => {
    setPlanId(next);
    setSaved("");
    setKey(crypto.randomUUID());
    action.reset();
  };
  const save = () =>
    action.mutate(
      { kind: "changePlan", planId, idempotencyKey: key },
      {
        onSuccess: () => {
          setSaved(t("admin.memberships.change.saved", { plan: preview.data?.plan.title ?? "" }));
          setPlanId("");
        },
      },
    );
  return (
    <form
      className="crest-admin-form"
      aria-label={t("admin.memberships.change.form")}
      onSubmit={(event) => {
        event.preventDefault();
        if (proration) save();
      }}
    >
      <SelectField
        labelId="admin.memberships.change.plan"
        value={planId}
        onChange={choose}
        options={[
          { value: "", label: t("admin.memberships.change.choose") },
          ...choices.map((plan) => ({
            value: plan.id,
            label: t("admin.memberships.change.option", {
              title: plan.title,
              price: money(plan.rate),
              period: t(`admin.memberships.frequency.${plan.frequency}`),
            }),
          })),
        ]}
      />
      <div role="status" aria-live="polite">
        {proration ? (
          <div className="crest-admin-proration">
            <p>
              {t("admin.memberships.change.period", {
                from: club.format.date(proration.periodStart),
                to: club.format.date(proration.periodEnd),
                left: proration.daysLeft,
                days: proration.daysInPeriod,
              })}
            </p>
            <dl className="crest-admin-facts">
              <dt>{t("admin.memberships.change.credit")}</dt>
              <dd>{money(proration.credit.total)}</dd>
              <dt>{t("admin.memberships.change.charge")}</dt>
              <dd>{money(proration.charge.total)}</dd>
              <dt>{t("admin.memberships.change.net")}</dt>
              <dd>
                {proration.net > 0
                  ? t("admin.memberships.change.netCharge", { amount: money(proration.net) })
                  : proration.net < 0
                    ? t("admin.memberships.change.netCredit", { amount: money(-proration.net) })
                    : t("admin.memberships.change.netNone")}
              </dd>
            </dl>
          </div>
        ) : null}
        {saved ? <Alert type="success" title={saved} /> : null}
      </div>
      {preview.error ? <ErrorAlert error={preview.error} /> : null}
      {action.error ? <ErrorAlert error={action.error} /> : null}
      {proration ? (
        <div className="crest-admin-actions">
          <Button type="primary" htmlType="submit" loading={action.isPending}>
            {t("admin.memberships.change.save")}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
