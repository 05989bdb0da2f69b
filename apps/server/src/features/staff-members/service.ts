/**
 * Members for staff (issue 31 item 6): the search, one member's picture, the mails staff resend,
 * the flags staff may set, and the read-only view as the member. The member's own reads (cards,
 * orders, bookings, events, perks, wallet) answer for the picture through a context acting as
 * the member, so staff see what the member sees; the wallet shows no card data.
 */
import type {
  MemberFlagsPatch,
  MemberSearchQuery,
  StaffMemberDetail,
  StaffMemberSummary,
  Wallet,
  WalletMethodSummary,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import {
  isActivated,
  mailPasswordReset,
  resendActivationMail,
  setMustChangePassword,
  startViewAs,
} from "../auth/index.ts";
import { houseAccountOwed } from "../billing/index.ts";
import { myBookings } from "../bookings/index.ts";
import { type CustomerRow, getCustomer, loadAccount, searchCustomers } from "../customers/index.ts";
import { myEvents } from "../events/index.ts";
import { holdersOfCardNumber, myCards } from "../memberships/index.ts";
import { myOrders } from "../orders/index.ts";
import { myPerks } from "../perks/index.ts";
import { getWallet, setHouseAccountEnabled } from "../wallet/index.ts";

/** GET /admin/api/members: a page of the club's members matching the query, by name or by when they joined. */
export async function searchMembers(context: ServiceContext, query: MemberSearchQuery) {
  const text = query.q || undefined;
  const holderIds = text ? await holdersOfCardNumber(context.scope, text) : [];
  const { rows, totalCount } = await searchCustomers(context.scope, { text, holderIds }, query);
  return { items: rows.map(memberSummary), totalCount };
}

function memberSummary(row: CustomerRow): StaffMemberSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdAt: row.createdAt,
  };
}

/** The same context, acting as the member: their own reads answer for them. */
const asMember = (context: ServiceContext, customerId: string): ServiceContext => ({
  ...context,
  actor: { kind: "customer", customerId },
});

/** GET /admin/api/members/{customerId}: everything about the member staff may see; another club's is a 404. */
export async function memberDetail(context: ServiceContext, customerId: string): Promise<StaffMemberDetail> {
  const customer = await getCustomer(context.scope, customerId);
  const member = asMember(context, customerId);
  const firstPage = { pageNumber: 1, pageSize: 10 };
  const [account, activated, memberships, wallet, orders, reservations, appointments, events, perks, owed] =
    await Promise.all([
      loadAccount(context, customer),
      isActivated(context, customerId),
      myCards(member),
      getWallet(member),
      myOrders(member, { pageNumber: 1, pageSize: 5 }),
      myBookings(member, "reservations", firstPage),
      myBookings(member, "appointments", firstPage),
      myEvents(member, { ...firstPage, upcoming: true }),
      myPerks(member),
      houseAccountOwed(context.scope, customerId),
    ]);
  return {
    account,
    activated,
    memberships,
    wallet: walletSummary(wallet),
    recentOrders: orders.items,
    bookings: [...reservations.items, ...appointments.items],
    events: events.items,
    perks,
    ledgerBalance: owed,
  };
}

/** The wallet without card data: brand, last four digits and expiry. */
function walletSummary(wallet: Wallet): WalletMethodSummary[] {
  return [
    ...wallet.cards.map((card) => ({
      id: card.id,
      kind: "card" as const,
      brand: card.brand,
      lastFour: card.lastFour,
      expiry: `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`,
      default: card.default,
    })),
    ...wallet.banks.map((bank) => ({
      id: bank.id,
      kind: "bank" as const,
      brand: bank.brand,
      lastFour: bank.lastFour,
      expiry: null,
      default: bank.default,
    })),
  ];
}

/** POST /admin/api/members/{customerId}/activation-mail. */
export async function resendActivation(context: ServiceContext, customerId: string): Promise<void> {
  await resendActivationMail(context, await getCustomer(context.scope, customerId));
}

/** POST /admin/api/members/{customerId}/reset-mail. */
export async function sendResetMail(context: ServiceContext, customerId: string): Promise<void> {
  await mailPasswordReset(context, await getCustomer(context.scope, customerId));
}

/** PATCH /admin/api/members/{customerId}: the flags staff may set, together; answers the member. */
export async function setMemberFlags(context: ServiceContext, customerId: string, flags: MemberFlagsPatch) {
  await getCustomer(context.scope, customerId);
  await inTransaction(context, async (tx) => {
    if (flags.houseAccountEnabled !== undefined)
      await setHouseAccountEnabled(tx.scope, customerId, flags.houseAccountEnabled);
    if (flags.mustChangePassword !== undefined)
      await setMustChangePassword(tx, customerId, flags.mustChangePassword);
  });
  return memberDetail(context, customerId);
}

/**
 * POST /admin/api/members/{customerId}/view-as: a read-only session as the member. The route sets
 * it as the cookie of the Host the request came to, so that Host must be the club's own domain
 * (`hostCompanyId`), else 409 view_as_other_domain: a cookie there would sign nobody in.
 */
export async function viewAsMember(
  context: ServiceContext,
  customerId: string,
  hostCompanyId: string | null,
) {
  const customer = await getCustomer(context.scope, customerId);
  if (hostCompanyId !== context.tenant.companyId) throw new AppError("view_as_other_domain");
  return startViewAs(context, customer);
}
