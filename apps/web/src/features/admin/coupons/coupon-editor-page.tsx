import { couponStaffEndpoints, type StaffCoupon } from "@crest/domain";
import { Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate, useParams } from "react-router";
import { useClubIntl } from "../components/club-intl.ts";
import { EditorPage } from "../components/editor-page.tsx";
import { SaveActions } from "../components/save-actions.tsx";
import { staffCan } from "../components/staff-can.ts";
import { CheckField, SelectField, TextField } from "../events/form-fields.tsx";
import { type CouponDraft, couponDraftOf, couponInputOf, newCouponDraft } from "./coupon-draft.ts";
import { useCoupon, useSaveCoupon } from "./coupons-api.ts";

/**
 * A coupon at /admin/coupons/new or /admin/coupons/:couponId: its code, a percentage or an amount
 * off, the minimum subtotal, when it is valid, how many orders may use it, on or off, and the
 * message members read. Managers and owners save; a viewer sees the form disabled.
 */
export function CouponEditorPage() {
  const { couponId } = useParams();
  const club = useClubIntl();
  const coupon = useCoupon(couponId, club.knownCurrency);
  return (
    <EditorPage
      editing={Boolean(couponId)}
      query={coupon}
      waitFor={{ ready: club.ready, query: club.staffQuery }}
      backTo="/admin/coupons"
      ids={{
        newTitle: "admin.coupons.newTitle",
        editTitle: "admin.coupons.editTitle",
        back: "admin.coupons.back",
        notFound: "admin.coupons.notFound",
      }}
    >
      {(saved) => (
        <CouponForm
          key={saved?.id ?? "new"}
          coupon={saved ?? undefined}
          zone={club.timezone}
          currency={club.currency}
          canSave={staffCan(club.staff, couponStaffEndpoints.create)}
        />
      )}
    </EditorPage>
  );
}

function CouponForm({
  coupon,
  zone,
  currency,
  canSave,
}: {
  coupon: StaffCoupon | undefined;
  zone: string;
  currency: string;
  canSave: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const save = useSaveCoupon();
  const [draft, setDraft] = useState<CouponDraft>(() =>
    coupon ? couponDraftOf(coupon, zone, currency) : newCouponDraft(),
  );
  // A new coupon's page opens with what its creation said (the form is remounted for it).
  const location = useLocation();
  const [saved, setSaved] = useState(() => (location.state as { saved?: string } | null)?.saved ?? "");
  const set =
    <K extends keyof CouponDraft>(key: K) =>
    (value: CouponDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = couponInputOf(draft, zone, currency);
    save.mutate(coupon ? { couponId: coupon.id, body } : { body }, {
      onSuccess: (result) => {
        const said = intl.formatMessage({ id: "admin.coupons.saved" }, { code: result.code });
        if (coupon) setSaved(said);
        else navigate(`/admin/coupons/${result.id}`, { replace: true, state: { saved: said } });
      },
    });
  };
  const toggle = () => {
    if (!coupon) return;
    save.mutate(
      { couponId: coupon.id, body: { active: !coupon.active } },
      {
        onSuccess: (result) => {
          setDraft((current) => ({ ...current, active: result.active }));
          setSaved(
            intl.formatMessage({ id: result.active ? "admin.coupons.turnedOn" : "admin.coupons.turnedOff" }),
          );
        },
      },
    );
  };
  const disabled = !canSave;
  return (
    <form
      className="crest-admin-form"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: "admin.coupons.form" })}
    >
      {!canSave ? <p>{intl.formatMessage({ id: "admin.coupons.readOnly" })}</p> : null}
      {coupon ? (
        <p>
          {intl.formatMessage(
            { id: "admin.coupons.usedLine" },
            {
              uses: coupon.uses,
              state: intl.formatMessage({
                id: `admin.coupons.state.${coupon.active ? "active" : "disabled"}`,
              }),
            },
          )}
        </p>
      ) : null}
      <TextField
        labelId="admin.coupons.field.code"
        helpId="admin.coupons.field.codeHelp"
        value={draft.code}
        onChange={set("code")}
        required
        disabled={disabled}
      />
      <SelectField
        labelId="admin.coupons.field.kind"
        value={draft.kind}
        onChange={(kind) => set("kind")(kind as CouponDraft["kind"])}
        disabled={disabled}
        options={(["percent", "fixed"] as const).map((kind) => ({
          value: kind,
          label: intl.formatMessage({ id: `admin.coupons.kind.${kind}` }),
        }))}
      />
      {draft.kind === "percent" ? (
        <TextField
          labelId="admin.coupons.field.percentOff"
          type="number"
          min={0}
          value={draft.percentOff}
          onChange={set("percentOff")}
          required
          disabled={disabled}
        />
      ) : (
        <TextField
          labelId="admin.coupons.field.amountOff"
          type="number"
          min={0}
          value={draft.amountOff}
          onChange={set("amountOff")}
          required
          disabled={disabled}
        />
      )}
      <TextField
        labelId="admin.coupons.field.minSubtotal"
        type="number"
        min={0}
        value={draft.minSubtotal}
        onChange={set("minSubtotal")}
        disabled={disabled}
      />
      <TextField
        labelId="admin.coupons.field.startsOn"
        type="datetime-local"
        value={draft.startsOn}
        onChange={set("startsOn")}
        disabled={disabled}
      />
      <TextField
        labelId="admin.coupons.field.expiresOn"
        type="datetime-local"
        value={draft.expiresOn}
        onChange={set("expiresOn")}
        disabled={disabled}
      />
      <TextField
        labelId="admin.coupons.field.maxUses"
        helpId="admin.coupons.field.maxUsesHelp"
        type="number"
        min={1}
        value={draft.maxUses}
        onChange={set("maxUses")}
        disabled={disabled}
      />
      {!coupon ? (
        <CheckField
          labelId="admin.coupons.field.active"
          checked={draft.active}
          onChange={set("active")}
          disabled={disabled}
        />
      ) : null}
      <TextField
        labelId="admin.coupons.field.message"
        helpId="admin.coupons.field.messageHelp"
        value={draft.message}
        onChange={set("message")}
        disabled={disabled}
      />
      <SaveActions
        saved={saved}
        saveError={save.error}
        saving={save.isPending}
        canSave={canSave}
        saveLabelId={coupon ? "admin.coupons.save" : "admin.coupons.create"}
      >
        {coupon ? (
          <Button onClick={toggle} disabled={save.isPending}>
            {intl.formatMessage({ id: coupon.active ? "admin.coupons.turnOff" : "admin.coupons.turnOn" })}
          </Button>
        ) : null}
      </SaveActions>
    </form>
  );
}
