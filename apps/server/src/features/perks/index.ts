/**
 * The perks feature's public API: other features reach vouchers and offers through the cart's
 * discount sources; the guest-pass survey flow reaches a pass by its link and its one answer.
 */
export { asGuestPassSurvey, guestPassSurveyTarget } from "./guest-pass-survey-service.ts";
// Members for staff (issue 31).
export { myPerks } from "./member-perk-service.ts";
export { guestPassOfLink } from "./public-pass-service.ts";
export { claimPassSurvey, settlePassSurvey } from "./repository.ts";
export type { PerkDefinitionRow, PerkPassRow } from "./tables.ts";
