import type { LedgerAdjustment } from "@crest/domain";
import { fitsCurrency, toMinorUnits } from "@crest/domain/common/money";
import { Button, Modal } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { Formatter } from "../../../lib/format/formatter.ts";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { SelectField, TextField } from "../events/form-fields.tsx";
import { useAdjust } from "./billing-api.ts";

/**
 * A manual charge or credit on a member's house account: the form, then a confirmation that
 * says the amount. The idempotency key is made when the confirmation opens, so a second click
 * or a retry of that confirmation writes nothing more (the server answers the same row).
 */
export function AdjustmentForm({
  customerId,
  memberName,
  currency,
  format,
}: {
  customerId: string;
  memberName: string;
  currency: string;
  format: Formatter;
}) {
  const intl = useIntl();
  const adjust = useAdjust(customerId);
  const [kind, setKind] = useState<LedgerAdjustment["kind"]>("charge");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState<LedgerAdjustment | null>(null);
  const [done, setDone] = useState<LedgerAdjustment | null>(null);

  const review = () => {
    const major = Number(amount);
    if (!(major > 0) || !fitsCurrency(major, currency) || !reason.trim()) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    adjust.reset();
    setPending({
      kind,
      amount: toMinorUnits(major, currency),
      reason: reason.trim(),
      idempotencyKey: crypto.randomUUID(),
    });
  };
  const confirm = () => {
    if (!pending || adjust.isPending) return;
    adjust.mutate(pending, {
      onSuccess: () => {
        setDone(pending);
        setPending(null);
        setAmount("");
        setReason("");
      },
    });
  };
  const shown = pending ? format.money(pending.amount) : "";
  return (
    <section aria-labelledby="admin-adjust">
      <h2 id="admin-adjust">{intl.formatMessage({ id: "admin.billing.adjust" })}</h2>
      <form
        className="crest-admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <SelectField
          labelId="admin.billing.adjust.kind"
          value={kind}
          onChange={(value) => setKind(value as LedgerAdjustment["kind"])}
          options={(["charge", "credit"] as const).map((value) => ({
            value,
            label: intl.formatMessage({ id: `admin.billing.adjust.${value}` }),
          }))}
        />
        <TextField
          labelId="admin.billing.adjust.amount"
          type="number"
          min={0}
          required
          value={amount}
          onChange={setAmount}
        />
        <TextField
          labelId="admin.billing.adjust.reason"
          helpId="admin.billing.adjust.reasonHelp"
          required
          value={reason}
          onChange={setReason}
        />
        {invalid ? <p role="alert">{intl.formatMessage({ id: "admin.billing.adjust.invalid" })}</p> : null}
        <Button type="primary" htmlType="submit">
          {intl.formatMessage({ id: "admin.billing.adjust.review" })}
        </Button>
      </form>
      <p role="status">
        {done
          ? intl.formatMessage(
              { id: "admin.billing.adjust.done" },
              { amount: format.money(done.amount), kind: done.kind },
            )
          : ""}
      </p>
      <Modal
        open={Boolean(pending)}
        title={intl.formatMessage({ id: "admin.billing.adjust.confirmTitle" })}
        onCancel={() => setPending(null)}
        footer={[
          <Button key="cancel" onClick={() => setPending(null)}>
            {intl.formatMessage({ id: "admin.billing.adjust.cancel" })}
          </Button>,
          <Button key="confirm" type="primary" loading={adjust.isPending} onClick={confirm}>
            {intl.formatMessage({ id: "admin.billing.adjust.confirm" }, { amount: shown })}
          </Button>,
        ]}
      >
        <p>
          {pending
            ? intl.formatMessage(
                {
                  id:
                    pending.kind === "charge"
                      ? "admin.billing.adjust.confirmCharge"
                      : "admin.billing.adjust.confirmCredit",
                },
                { amount: shown, name: memberName, reason: pending.reason },
              )
            : ""}
        </p>
        {adjust.isError ? <ErrorAlert error={adjust.error} /> : null}
      </Modal>
    </section>
  );
}
