import type {
  PerkDefinitionInput,
  PerkDefinitionPatch,
  PerkKind,
  PerkReferenceType,
  PerkValueKind,
  ScanFormat,
  StaffPerkDefinition,
} from "@crest/domain";
import { toMajorUnits, toMinorUnits } from "@crest/domain/common/money";
import { fromZonedInput, toZonedInput } from "../components/club-intl.ts";

/** What a perk may be used on: a kind of thing, and which one. */
export interface AppliesTo {
  type: PerkReferenceType;
  /** The product, category or event's id; "" for any of its kind. */
  id: string;
  /** What the saved definition applies to, as the server names it (it may not be in a list). */
  label: string | null;
}

/** The perk editor's fields as typed: numbers as text, blank for "none". */
export interface PerkDraft {
  kind: PerkKind;
  name: string;
  description: string;
  finePrint: string;
  valueKind: PerkValueKind;
  /** The amount in the club's currency, or the percentage, as typed. */
  value: string;
  daysValid: string;
  dateCutoff: string;
  allowSending: boolean;
  transferable: boolean;
  foregroundColor: string;
  backgroundColor: string;
  scanFormat: ScanFormat;
  /** A new pin to ask at the door; blank keeps the one it has. */
  pin: string;
  removePin: boolean;
  appliesTo: AppliesTo;
}

export const newPerkDraft = (): PerkDraft => ({
  kind: "voucher",
  name: "",
  description: "",
  finePrint: "",
  valueKind: "amount",
  value: "",
  daysValid: "",
  dateCutoff: "",
  allowSending: false,
  transferable: false,
  foregroundColor: "#ffffff",
  backgroundColor: "#1f2a24",
  scanFormat: "qr",
  pin: "",
  removePin: false,
  appliesTo: { type: "none", id: "", label: null },
});

/** The draft of a saved definition, its cutoff on the club's clock. */
export const perkDraftOf = (definition: StaffPerkDefinition, zone: string, currency: string): PerkDraft => ({
  kind: definition.kind,
  name: definition.name,
  description: definition.description,
  finePrint: definition.finePrint,
  valueKind: definition.valueKind,
  value:
    definition.valueKind === "percent"
      ? String(definition.valuePercent ?? "")
      : definition.valueAmount === null
        ? ""
        : String(toMajorUnits(definition.valueAmount, currency)),
  daysValid: definition.daysValid === null ? "" : String(definition.daysValid),
  dateCutoff: definition.dateCutoff ? toZonedInput(definition.dateCutoff, zone) : "",
  allowSending: definition.allowSending,
  transferable: definition.transferable,
  foregroundColor: definition.foregroundColor,
  backgroundColor: definition.backgroundColor,
  scanFormat: definition.scanFormat,
  pin: "",
  removePin: false,
  appliesTo: {
    type: definition.referenceType,
    id: definition.referenceId ?? "",
    label: definition.appliesTo,
  },
});

const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text));

/** The fields both a new definition and an edit send; a guest pass has no value. */
function common(draft: PerkDraft, zone: string, currency: string) {
  const value = numberOrNull(draft.value);
  const percent = draft.valueKind === "percent";
  return {
    name: draft.name,
    description: draft.description,
    finePrint: draft.finePrint,
    valueKind: draft.valueKind,
    valueAmount: !percent && value !== null ? toMinorUnits(value, currency) : null,
    valuePercent: percent ? value : null,
    daysValid: numberOrNull(draft.daysValid),
    dateCutoff: fromZonedInput(draft.dateCutoff, zone),
    allowSending: draft.allowSending,
    transferable: draft.transferable,
    foregroundColor: draft.foregroundColor,
    backgroundColor: draft.backgroundColor,
    scanFormat: draft.scanFormat,
    referenceType: draft.appliesTo.type,
    referenceId: draft.appliesTo.id || null,
  };
}

/** POST /admin/api/perks/definitions's body. */
export const perkInputOf = (draft: PerkDraft, zone: string, currency: string): PerkDefinitionInput =>
  ({
    ...common(draft, zone, currency),
    kind: draft.kind,
    redemptionPin: draft.pin.trim() || null,
  }) as PerkDefinitionInput;

/** PATCH …/definitions/{id}'s body: the pin only when changed or taken away. */
export function perkPatchOf(draft: PerkDraft, zone: string, currency: string): PerkDefinitionPatch {
  const patch: PerkDefinitionPatch = common(draft, zone, currency);
  if (draft.removePin) patch.redemptionPin = null;
  else if (draft.pin.trim()) patch.redemptionPin = draft.pin.trim();
  return patch;
}
