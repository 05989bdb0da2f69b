/** Changing the signed-in customer's account (spec-2 §7 PATCH /api/account). */
import type { AccountUpdate } from "@crest/domain";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../db/client.ts";
import { fieldError } from "../../lib/errors.ts";
import {
  type CustomerChanges,
  type CustomerRow,
  emailTaken,
  isEmailFree,
  networkLocationsOf,
  revokeSessions,
  sendVerification,
  setPassword,
  updateCustomer,
} from "../auth/index.ts";
import type { Tenant } from "../config/index.ts";

/**
 * Applies a profile update in one go: profile fields, home house (one of the customer's
 * network locations), a new e-mail (unverified until its link is followed) and a new password
 * (which clears createpw/changepw and signs out every other device). The current password was
 * checked before, outside this transaction.
 */
export async function updateAccount(
  db: Executor,
  request: FastifyRequest,
  tenant: Tenant,
  customer: CustomerRow,
  input: AccountUpdate,
): Promise<CustomerRow> {
  const { password, phone, email, homeHouseId, ...profile } = input;
  const changes: CustomerChanges = { ...profile };
  if (phone !== undefined) {
    changes.phoneNumber = phone?.number || null;
    changes.phoneCountryCode = phone?.number ? (phone.countryCode ?? null) : null;
  }
  if (homeHouseId !== undefined && homeHouseId !== null) {
    const locations = await networkLocationsOf(db, tenant, customer);
    // Without a network (or with it switched off) the only house is the club itself.
    const houses = locations.length > 0 ? locations.map((location) => location.id) : [tenant.companyId];
    if (!houses.includes(homeHouseId)) {
      throw fieldError("home_house_id", "Please choose one of your club locations");
    }
  }
  if (homeHouseId !== undefined) changes.homeHouseId = homeHouseId;
  const emailChanged = email !== undefined && email !== customer.email;
  if (emailChanged) {
    if (!(await isEmailFree(db, customer.companyId, email, customer.id))) throw emailTaken();
    changes.email = email;
    changes.emailVerifiedAt = null;
  }

  let updated = await updateCustomer(db, customer.companyId, customer.id, changes);
  if (password) {
    updated = await setPassword(db, updated, password.newPassword);
    await revokeSessions(db, customer.companyId, customer.id, request.customerSessionId ?? undefined);
  }
  if (emailChanged) await sendVerification(db, request, updated);
  return updated;
}
