/** Wallet rows as the spec's shapes (spec-1 §3 Card, Bank account, House account). */
import {
  type BankAccount,
  type Card,
  formatCardExpiry,
  HOUSE_ACCOUNT_ID,
  type HouseAccountEntry,
} from "@crest/domain";
import type { WalletMethodRow } from "./tables.ts";

const billingDetailsOf = (row: WalletMethodRow) => ({
  name: row.billingName,
  zipCode: row.billingZip,
  country: row.billingCountry,
});

export function cardView(row: WalletMethodRow): Card {
  const expMonth = row.expMonth ?? 1;
  const expYear = row.expYear ?? 2000;
  return {
    id: row.id,
    brand: row.brand,
    nickname: row.nickname,
    billingUse: row.billingUse,
    default: row.billingUse === "default",
    status: "active",
    expMonth,
    expYear,
    lastFour: row.lastFour,
    billingDetails: billingDetailsOf(row),
    verified: true,
    paymentType: "creditcard",
    type: row.integration,
    paymentProcessorId: row.processorId,
    createdOn: row.createdAt,
    fullExpiration: formatCardExpiry(expMonth, expYear),
    customerId: row.customerId,
  };
}

export function bankView(row: WalletMethodRow): BankAccount {
  const status = row.verified ? "verified" : "pending verification";
  return {
    id: row.id,
    canVerify: !row.verified && !row.verifyBlocked,
    brand: row.brand,
    nickname: row.nickname,
    billingUse: row.billingUse,
    default: row.billingUse === "default",
    status,
    lastFour: row.lastFour,
    accountHolderName: row.accountHolderName,
    accountType: row.accountType,
    billingDetails: billingDetailsOf(row),
    verified: row.verified,
    verificationStatus: status,
    paymentType: "ach",
    type: row.integration,
    paymentProcessorId: row.processorId,
    modifiedOn: row.updatedAt,
    createdOn: row.createdAt,
  };
}

/** spec-1 §3: the synthetic house-account entry, named after the club. */
export const houseAccountEntry = (clubName: string): HouseAccountEntry => ({
  id: HOUSE_ACCOUNT_ID,
  paymentType: "houseAccount",
  brand: clubName,
  nickname: clubName,
  default: false,
});
