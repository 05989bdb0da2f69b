import type { TicketType, TicketTypeInput, TicketTypePatch } from "@crest/domain";
import { toMajorUnits, toMinorUnits } from "@crest/domain/common/money";
import { fromZonedInput, toZonedInput } from "../components/club-intl.ts";

/** A ticket type's fields as typed: numbers as text, blank for "none" or "no limit". */
export interface TicketTypeDraft {
  name: string;
  description: string;
  price: string;
  onSale: string;
  offSale: string;
  quantity: string;
  minimum: string;
  maximum: string;
  perMemberMaximum: string;
  membersOnly: boolean;
  passcode: string;
  /** Editing a type that has a passcode: take it away. */
  removePasscode: boolean;
}

export const newTicketTypeDraft = (): TicketTypeDraft => ({
  name: "",
  description: "",
  price: "0",
  onSale: "",
  offSale: "",
  quantity: "",
  minimum: "1",
  maximum: "0",
  perMemberMaximum: "",
  membersOnly: false,
  passcode: "",
  removePasscode: false,
});

/**
 * The draft of a saved type. Its total quantity is not answered (only what is left to sell),
 * so the quantity starts blank, which keeps it as it is.
 */
export const ticketTypeDraftOf = (type: TicketType, zone: string, currency: string): TicketTypeDraft => ({
  name: type.name,
  description: type.description,
  price: String(toMajorUnits(type.price, currency)),
  onSale: type.onSale ? toZonedInput(type.onSale, zone) : "",
  offSale: type.offSale ? toZonedInput(type.offSale, zone) : "",
  quantity: "",
  minimum: String(type.minimum),
  maximum: String(type.maximum),
  perMemberMaximum: type.perMemberMaximum === null ? "" : String(type.perMemberMaximum),
  membersOnly: type.membersOnly,
  passcode: "",
  removePasscode: false,
});

const wholeOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text));

function common(draft: TicketTypeDraft, zone: string, currency: string) {
  return {
    name: draft.name,
    description: draft.description,
    price: toMinorUnits(Number(draft.price || "0"), currency),
    onSale: fromZonedInput(draft.onSale, zone),
    offSale: fromZonedInput(draft.offSale, zone),
    minimum: Number(draft.minimum || "1"),
    maximum: Number(draft.maximum || "0"),
    perMemberMaximum: wholeOrNull(draft.perMemberMaximum),
    membersOnly: draft.membersOnly,
  };
}

/** POST …/ticket-types's body: a blank quantity sells without limit, a blank passcode asks none. */
export const ticketTypeInputOf = (
  draft: TicketTypeDraft,
  zone: string,
  currency: string,
): TicketTypeInput => ({
  ...common(draft, zone, currency),
  quantity: wholeOrNull(draft.quantity),
  passcode: draft.passcode.trim() || null,
});

/** PATCH …/ticket-types/{id}'s body: quantity and passcode only when changed. */
export function ticketTypePatchOf(draft: TicketTypeDraft, zone: string, currency: string): TicketTypePatch {
  const patch: TicketTypePatch = common(draft, zone, currency);
  const quantity = wholeOrNull(draft.quantity);
  if (quantity !== null) patch.quantity = quantity;
  if (draft.removePasscode) patch.passcode = null;
  else if (draft.passcode.trim()) patch.passcode = draft.passcode.trim();
  return patch;
}
