/** Changing the signed-in customer's account (spec-2 §7 PATCH /api/account). */
import { type AccountUpdate, FIELD_MESSAGES } from "@crest/domain";
import { fieldError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { checkAddressRules } from "../addresses/index.ts";
import { requestEmailChange, revokeSessions, setPassword } from "../auth/index.ts";
import {
  type CustomerChanges,
  type CustomerRow,
  getCustomer,
  networkLocationsOf,
  normaliseEmail,
  updateCustomer,
} from "../customers/index.ts";

/**
 * Applies a profile update in one go: profile fields, home house (one of the customer's
 * network locations), a new e-mail (pending until confirmed; the old address is told) and a
 * new password (which clears createpw/changepw and signs out every device but this session).
 * The current password was checked before, outside this transaction.
 */
export async function updateAccount(
  context: ServiceContext,
  input: AccountUpdate,
  keepSessionId: string | undefined,
): Promise<CustomerRow> {
  const customer = await getCustomer(context.scope, customerIdOf(context));
  const { password, phone, email, homeHouseId, currentPassword: _checkedBefore, ...profile } = input;
  const changes: CustomerChanges = { ...profile };
  if (phone !== undefined) {
    changes.phoneNumber = phone?.number || null;
    changes.phoneCountryCode = phone?.number ? (phone.countryCode ?? null) : null;
  }
  if (homeHouseId !== undefined && homeHouseId !== null) {
    const locations = await networkLocationsOf(context, customer);
    // Without a network (or with it switched off) the only house is the club itself.
    const houses =
      locations.length > 0 ? locations.map((location) => location.id) : [context.tenant.companyId];
    if (!houses.includes(homeHouseId)) {
      throw fieldError("home_house_id", "Please choose one of your club locations");
    }
  }
  if (homeHouseId !== undefined) changes.homeHouseId = homeHouseId;
  // The SMS opt-in lives on the profile of a club that sends texts (settings.sms, spec-1 §6);
  // elsewhere a member may only say no (a club that stopped texting keeps no one opted in).
  if (profile.optInSms === true && !context.tenant.config.settings.sms) {
    throw fieldError("opt_in_sms", FIELD_MESSAGES.sms_unavailable);
  }

  checkAddress(customer, input);

  let updated = await updateCustomer(context.scope, customer.id, changes);
  if (password) {
    await setPassword(context, customer.id, password.newPassword);
    await revokeSessions(context, customer.id, keepSessionId);
  }
  if (email !== undefined && normaliseEmail(email) !== customer.email) {
    updated = await requestEmailChange(context, updated, email);
  }
  return updated;
}

/**
 * spec-1 §5, on the address as it will be after the update (a new zip is checked against the
 * stored country, a new country against the stored zip): the rules of every address form
 * (addressRuleIssues), for an address the member may leave blank.
 */
function checkAddress(customer: CustomerRow, input: AccountUpdate): void {
  const touched = input.country !== undefined || input.zipCode !== undefined || input.state !== undefined;
  if (!touched) return;
  checkAddressRules(
    {
      country: (input.country !== undefined ? input.country : customer.country) ?? undefined,
      state: input.state !== undefined ? input.state : customer.state,
      zipCode: (input.zipCode !== undefined ? input.zipCode : customer.zipCode) ?? "",
    },
    { required: false },
  );
}
