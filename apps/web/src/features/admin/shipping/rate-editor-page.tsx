import { type StaffShippingRate, shippingStaffEndpoints } from "@crest/domain";
import { Button } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate, useParams } from "react-router";
import { useClubIntl } from "../components/club-intl.ts";
import { EditorPage } from "../components/editor-page.tsx";
import { SaveActions } from "../components/save-actions.tsx";
import { staffCan } from "../components/staff-can.ts";
import { SelectField, TextField } from "../events/form-fields.tsx";
import { type BracketDraft, newRateDraft, type RateDraft, rateDraftOf, rateInputOf } from "./rate-draft.ts";
import { useDeleteRate, useSaveRate, useShippingRate } from "./shipping-api.ts";
import "./shipping.css";

/**
 * A shipping rate at /admin/shipping/rates/new or …/:rateId: its method and courier, flat or by
 * weight in brackets, the countries it serves, free from a subtotal, offered until a date, in
 * the club's currency and on its clock. Managers and owners save and delete; a viewer reads.
 */
export function RateEditorPage() {
  const { rateId } = useParams();
  const club = useClubIntl();
  const rate = useShippingRate(rateId, club.knownCurrency);
  return (
    <EditorPage
      editing={Boolean(rateId)}
      query={club.staffQuery.isError ? { ...club.staffQuery, data: undefined } : rate}
      ids={{
        newTitle: "admin.shipping.newRateTitle",
        editTitle: "admin.shipping.editRateTitle",
        back: "admin.shipping.back",
        notFound: "admin.shipping.rateNotFound",
      }}
      backTo="/admin/shipping"
    >
      {(found) =>
        club.ready ? (
          <RateForm
            key={found?.id ?? "new"}
            rate={found ?? undefined}
            zone={club.timezone}
            currency={club.currency}
            canSave={staffCan(club.staff, shippingStaffEndpoints.createRate)}
          />
        ) : null
      }
    </EditorPage>
  );
}

function RateForm({
  rate,
  zone,
  currency,
  canSave,
}: {
  rate: StaffShippingRate | undefined;
  zone: string;
  currency: string;
  canSave: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const save = useSaveRate();
  const remove = useDeleteRate();
  const [draft, setDraft] = useState<RateDraft>(() =>
    rate ? rateDraftOf(rate, zone, currency) : newRateDraft(),
  );
  // A new rate's page opens with what its creation said (the form is remounted for it).
  const location = useLocation();
  const [saved, setSaved] = useState(() => (location.state as { saved?: string } | null)?.saved ?? "");
  const set =
    <K extends keyof RateDraft>(key: K) =>
    (value: RateDraft[K]) => {
      setSaved("");
      setDraft((current) => ({ ...current, [key]: value }));
    };
  const setBracket = (at: number, next: Partial<BracketDraft>) =>
    set("brackets")(
      draft.brackets.map((bracket, index) => (index === at ? { ...bracket, ...next } : bracket)),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = rateInputOf(draft, zone, currency);
    save.mutate(rate ? { rateId: rate.id, body } : { body }, {
      onSuccess: (result) => {
        const said = t("admin.shipping.rateSaved", { name: result.method });
        if (rate) setSaved(said);
        else navigate(`/admin/shipping/rates/${result.id}`, { replace: true, state: { saved: said } });
      },
    });
  };
  const disabled = !canSave;
  const currencyLabel = { currency };
  return (
    <form className="crest-admin-form" onSubmit={submit} aria-label={t("admin.shipping.rateForm")}>
      {!canSave ? <p>{t("admin.shipping.readOnly")}</p> : null}
      <TextField
        labelId="admin.shipping.field.method"
        value={draft.method}
        onChange={set("method")}
        required
        disabled={disabled}
      />
      <TextField
        labelId="admin.shipping.field.courier"
        value={draft.courier}
        onChange={set("courier")}
        required
        disabled={disabled}
      />
      <TextField
        labelId="admin.shipping.field.courierCode"
        helpId="admin.shipping.field.courierCodeHelp"
        value={draft.courierCode}
        onChange={set("courierCode")}
        required
        disabled={disabled}
      />
      <SelectField
        labelId="admin.shipping.field.basis"
        value={draft.basis}
        onChange={(basis) => set("basis")(basis as RateDraft["basis"])}
        disabled={disabled}
        options={(["flat", "weight"] as const).map((basis) => ({
          value: basis,
          label: t(`admin.shipping.basis.${basis}`),
        }))}
      />
      {draft.basis === "flat" ? (
        <TextField
          labelId="admin.shipping.field.price"
          helpId="admin.shipping.field.inCurrency"
          type="number"
          min={0}
          value={draft.price}
          onChange={set("price")}
          required
          disabled={disabled}
        />
      ) : (
        <fieldset className="crest-admin-fieldset">
          <legend>{t("admin.shipping.brackets")}</legend>
          <p className="crest-admin-help">{t("admin.shipping.bracketsHelp", currencyLabel)}</p>
          <div className="crest-shipping-brackets">
            {draft.brackets.map((bracket, at) => {
              const number = at + 1;
              return (
                // Brackets have no id; their place is what tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: brackets are edited in place
                <div className="crest-shipping-bracket" key={at}>
                  <label>
                    {t("admin.shipping.bracketUpTo", { number })}{" "}
                    <input
                      className="crest-admin-input"
                      type="number"
                      min={1}
                      step={1}
                      required
                      value={bracket.upToGrams}
                      disabled={disabled}
                      onChange={(event) => setBracket(at, { upToGrams: event.target.value })}
                    />
                  </label>
                  <label>
                    {t("admin.shipping.bracketPrice", { number })}{" "}
                    <input
                      className="crest-admin-input"
                      type="number"
                      min={0}
                      step="any"
                      required
                      value={bracket.price}
                      disabled={disabled}
                      onChange={(event) => setBracket(at, { price: event.target.value })}
                    />
                  </label>
                  {draft.brackets.length > 1 && !disabled ? (
                    <Button
                      aria-label={t("admin.shipping.removeBracketOf", { number })}
                      onClick={() => set("brackets")(draft.brackets.filter((_, index) => index !== at))}
                    >
                      {t("admin.shipping.removeBracket")}
                    </Button>
                  ) : null}
                </div>
              );
            })}
          </div>
          {disabled ? null : (
            <Button onClick={() => set("brackets")([...draft.brackets, { upToGrams: "", price: "" }])}>
              {t("admin.shipping.addBracket")}
            </Button>
          )}
        </fieldset>
      )}
      <TextField
        labelId="admin.shipping.field.countries"
        helpId="admin.shipping.field.countriesHelp"
        value={draft.countries}
        onChange={set("countries")}
        disabled={disabled}
      />
      <TextField
        labelId="admin.shipping.field.freeFrom"
        helpId="admin.shipping.field.freeFromHelp"
        type="number"
        min={0}
        value={draft.freeFrom}
        onChange={set("freeFrom")}
        disabled={disabled}
      />
      <TextField
        labelId="admin.shipping.field.validUntil"
        helpId="admin.shipping.field.validUntilHelp"
        type="datetime-local"
        value={draft.validUntil}
        onChange={set("validUntil")}
        disabled={disabled}
      />
      <SaveActions
        saved={saved}
        saveError={save.error}
        saving={save.isPending}
        canSave={canSave}
        saveLabelId={rate ? "admin.shipping.save" : "admin.shipping.createRate"}
        removal={
          rate && {
            name: rate.method,
            backTo: "/admin/shipping",
            pending: remove.isPending,
            error: remove.error,
            remove: (options) => remove.mutate(rate.id, options),
          }
        }
      />
    </form>
  );
}
