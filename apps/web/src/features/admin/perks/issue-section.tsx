import { type IssuePerk, type StaffPerkDefinition, staffPerkEndpoints } from "@crest/domain";
import { Alert, Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { ErrorAlert } from "../../../lib/notifications/error-alert.tsx";
import { useStaffUser } from "../api/get-staff-user.ts";
import { staffCan } from "../components/staff-can.ts";
import { SelectField, TextField } from "../events/form-fields.tsx";
import { MemberPicker } from "./member-picker.tsx";
import { useIssuePerk, usePlans } from "./perks-api.ts";

/**
 * Issuing the definition's passes: to one member, found as the members screen finds them, or to
 * every active member of a plan. Shown to managers and owners only (the server refuses others).
 */
export function IssueSection({ definition }: { definition: StaffPerkDefinition }) {
  const intl = useIntl();
  const staff = useStaffUser().data;
  const [to, setTo] = useState<"member" | "plan">("member");
  const [member, setMember] = useState<{ id: string; name: string } | null>(null);
  const [planId, setPlanId] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [result, setResult] = useState("");
  const plans = usePlans();
  const issue = useIssuePerk(definition.id);
  if (!staffCan(staff, staffPerkEndpoints.issue) || definition.status !== "active") return null;

  const target: IssuePerk | null =
    to === "member"
      ? member && { customerId: member.id, quantity: Number(quantity || "1") }
      : planId
        ? { planId, quantity: Number(quantity || "1") }
        : null;
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (!target) return;
    setResult("");
    issue.mutate(target, {
      onSuccess: (done) =>
        setResult(
          intl.formatMessage(
            { id: "admin.perks.issued" },
            { passes: done.issued, members: done.customers, name: definition.name },
          ),
        ),
    });
  };

  return (
    <section className="crest-admin-section" aria-labelledby="perk-issue-heading">
      <h2 id="perk-issue-heading">{intl.formatMessage({ id: "admin.perks.issueTitle" })}</h2>
      <SelectField
        labelId="admin.perks.issueTo"
        value={to}
        onChange={(value) => {
          setTo(value as "member" | "plan");
          setResult("");
        }}
        options={(["member", "plan"] as const).map((value) => ({
          value,
          label: intl.formatMessage({ id: `admin.perks.issueTo.${value}` }),
        }))}
      />
      {to === "member" ? <MemberPicker chosen={member} onChoose={setMember} /> : null}
      <form
        className="crest-admin-form"
        aria-label={intl.formatMessage({ id: "admin.perks.issueTitle" })}
        onSubmit={submit}
      >
        {to === "plan" ? (
          <SelectField
            labelId="admin.perks.plan"
            value={planId}
            onChange={setPlanId}
            options={[
              { value: "", label: intl.formatMessage({ id: "admin.perks.choosePlan" }) },
              ...(plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.title })),
            ]}
          />
        ) : null}
        <TextField
          labelId="admin.perks.quantity"
          helpId="admin.perks.quantityHelp"
          type="number"
          min={1}
          required
          value={quantity}
          onChange={setQuantity}
        />
        {issue.error ? <ErrorAlert error={issue.error} /> : null}
        {result ? <Alert type="success" role="status" title={result} /> : null}
        <Button type="primary" htmlType="submit" disabled={!target} loading={issue.isPending}>
          {to === "member" && member
            ? intl.formatMessage({ id: "admin.perks.issueToMember" }, { name: member.name })
            : intl.formatMessage({ id: "admin.perks.issue" })}
        </Button>
      </form>
    </section>
  );
}
