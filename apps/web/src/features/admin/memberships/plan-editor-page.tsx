import { type StaffPlan, staffMembershipEndpoints } from "@crest/domain";
import { Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate, useParams } from "react-router";
import { useClubIntl } from "../components/club-intl.ts";
import { EditorPage } from "../components/editor-page.tsx";
import { SaveActions } from "../components/save-actions.tsx";
import { staffCan } from "../components/staff-can.ts";
import { SelectField, TextField } from "../events/form-fields.tsx";
import { usePlan, useSavePlan } from "./memberships-api.ts";
import { FREQUENCIES, newPlanDraft, type PlanDraft, planDraftOf, planInputOf } from "./plan-draft.ts";

/**
 * A plan at /admin/memberships/plans/new or /admin/memberships/plans/:planId: what members see
 * (title, summary, details, colours), how many sub-members a card may invite, and the default
 * terms a subscription on it takes (period, price, tax rate, service fee). Managers and owners
 * save and deactivate; a viewer sees the form disabled.
 */
export function PlanEditorPage() {
  const { planId } = useParams();
  const club = useClubIntl();
  const query = usePlan(planId, club.knownCurrency);
  return (
    <EditorPage
      editing={Boolean(planId)}
      query={club.staffQuery.isError ? { ...club.staffQuery, data: undefined } : query}
      backTo="/admin/memberships"
      ids={{
        newTitle: "admin.memberships.plan.newTitle",
        editTitle: "admin.memberships.plan.editTitle",
        back: "admin.memberships.back",
        notFound: "admin.memberships.plan.notFound",
      }}
    >
      {(plan) =>
        club.ready ? (
          <PlanForm
            key={plan?.id ?? "new"}
            plan={plan}
            currency={club.currency}
            canSave={staffCan(club.staff, staffMembershipEndpoints.createPlan)}
          />
        ) : null
      }
    </EditorPage>
  );
}

function PlanForm({
  plan,
  currency,
  canSave,
}: {
  plan: StaffPlan | null;
  currency: string;
  canSave: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const save = useSavePlan();
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? planDraftOf(plan, currency) : newPlanDraft()));
  // A new plan's page opens with what its creation said (the form is remounted for it).
  const location = useLocation();
  const [saved, setSaved] = useState(() => (location.state as { saved?: string } | null)?.saved ?? "");
  const set =
    <K extends keyof PlanDraft>(key: K) =>
    (value: PlanDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = planInputOf(draft, currency);
    save.mutate(plan ? { planId: plan.id, body } : { body: { ...body, status: "active", surveyId: null } }, {
      onSuccess: (result) => {
        const said = intl.formatMessage({ id: "admin.memberships.plan.saved" }, { title: result.title });
        if (plan) setSaved(said);
        else navigate(`/admin/memberships/plans/${result.id}`, { replace: true, state: { saved: said } });
      },
    });
  };
  const toggle = () => {
    if (!plan) return;
    save.mutate(
      { planId: plan.id, body: { status: plan.status === "active" ? "inactive" : "active" } },
      {
        onSuccess: (result) =>
          setSaved(
            t(
              result.status === "active"
                ? "admin.memberships.plan.reactivated"
                : "admin.memberships.plan.deactivated",
            ),
          ),
      },
    );
  };
  const disabled = !canSave;
  return (
    <form className="crest-admin-form" onSubmit={submit} aria-label={t("admin.memberships.plan.form")}>
      {!canSave ? <p>{t("admin.memberships.readOnly")}</p> : null}
      {plan ? (
        <p>
          {intl.formatMessage(
            { id: "admin.memberships.plan.stateLine" },
            { cards: plan.cards, state: t(`admin.memberships.status.${plan.status}`) },
          )}
        </p>
      ) : null}
      <TextField
        labelId="admin.memberships.field.title"
        value={draft.title}
        onChange={set("title")}
        required
        disabled={disabled}
      />
      <TextField
        labelId="admin.memberships.field.summary"
        value={draft.summary}
        onChange={set("summary")}
        disabled={disabled}
      />
      <TextField
        labelId="admin.memberships.field.details"
        value={draft.details}
        onChange={set("details")}
        multiline
        disabled={disabled}
      />
      <SelectField
        labelId="admin.memberships.field.type"
        value={draft.type}
        onChange={(type) => set("type")(type as PlanDraft["type"])}
        disabled={disabled}
        options={(["subscription", "add-on"] as const).map((type) => ({
          value: type,
          label: t(`admin.memberships.type.${type}`),
        }))}
      />
      <TextField
        labelId="admin.memberships.field.backgroundColor"
        helpId="admin.memberships.field.colorHelp"
        value={draft.backgroundColor}
        onChange={set("backgroundColor")}
        required
        disabled={disabled}
      />
      <TextField
        labelId="admin.memberships.field.foregroundColor"
        helpId="admin.memberships.field.colorHelp"
        value={draft.foregroundColor}
        onChange={set("foregroundColor")}
        required
        disabled={disabled}
      />
      <TextField
        labelId="admin.memberships.field.maxInvites"
        type="number"
        min={0}
        value={draft.maxInvites}
        onChange={set("maxInvites")}
        disabled={disabled}
      />
      <SelectField
        labelId="admin.memberships.field.frequency"
        value={draft.frequency}
        onChange={(frequency) => set("frequency")(frequency as PlanDraft["frequency"])}
        disabled={disabled}
        options={FREQUENCIES.map((frequency) => ({
          value: frequency,
          label: t(`admin.memberships.frequency.${frequency}`),
        }))}
      />
      <TextField
        labelId="admin.memberships.field.rate"
        helpId="admin.memberships.field.rateHelp"
        type="number"
        min={0}
        value={draft.rate}
        onChange={set("rate")}
        required
        disabled={disabled}
      />
      <TextField
        labelId="admin.memberships.field.taxRate"
        type="number"
        min={0}
        value={draft.taxRate}
        onChange={set("taxRate")}
        disabled={disabled}
      />
      <TextField
        labelId="admin.memberships.field.serviceFee"
        type="number"
        min={0}
        value={draft.serviceFee}
        onChange={set("serviceFee")}
        disabled={disabled}
      />
      <SaveActions
        saved={saved}
        saveError={save.error}
        saving={save.isPending}
        canSave={canSave}
        saveLabelId={plan ? "admin.memberships.plan.save" : "admin.memberships.plan.create"}
      >
        {plan ? (
          <Button onClick={toggle} disabled={save.isPending}>
            {t(
              plan.status === "active"
                ? "admin.memberships.plan.deactivate"
                : "admin.memberships.plan.reactivate",
            )}
          </Button>
        ) : null}
      </SaveActions>
    </form>
  );
}
