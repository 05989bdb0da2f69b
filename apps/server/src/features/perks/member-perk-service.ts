/**
 * The member's perks (spec-2 §7 Perks): the summary, vouchers, offers, guest passes by list,
 * and house credits with their transactions (the expired rule of spec-2 §3).
 */
import {
  type GuestPassList,
  guestPassListOf,
  type HouseCreditDetail,
  isExpired,
  type Pass,
  type PerksSummary,
} from "@crest/domain";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import { creditOf, creditsOf, transactionsOfCredit } from "../house-credits/index.ts";
import { heldGuestPassWalletLink } from "./guest-link-paths.ts";
import { requireGuestPasses } from "./guest-pass-flag.ts";
import { passesOfMember } from "./repository.ts";
import { houseCreditView, passViews } from "./views.ts";

/** The member's passes of one kind, newest first. */
export async function myPasses(context: ServiceContext, kind: "voucher" | "offer"): Promise<Pass[]> {
  return passViews(context.scope, await passesOfMember(context.scope, customerIdOf(context), [kind]));
}

/** GET /api/account/perks/guest-passes: available, transferred, or both lists. */
export async function myGuestPasses(context: ServiceContext, list?: GuestPassList): Promise<Pass[]> {
  requireGuestPasses(context);
  const now = new Date();
  const rows = (await passesOfMember(context.scope, customerIdOf(context), ["guest_pass"])).filter(
    ({ pass }) => {
      const listed = guestPassListOf({ ...pass, transferredOn: pass.transferredAt }, now);
      return list ? listed === list : listed !== null || pass.status !== "void";
    },
  );
  const customerId = customerIdOf(context);
  // A pass still theirs to send goes in their wallet too; a sent one is the guest's.
  return (await passViews(context.scope, rows, now)).map((view) =>
    view.ownerId === customerId && view.status === "active" && !view.transferred
      ? { ...view, passbook: heldGuestPassWalletLink(context, view.id) }
      : view,
  );
}

/** GET /api/account/perks/house-credits. */
export async function myHouseCredits(context: ServiceContext) {
  const now = new Date();
  return (await creditsOf(context.scope, customerIdOf(context))).map((credit) =>
    houseCreditView(credit, now),
  );
}

/** GET /api/account/perks/house-credits/{id}: one credit with its transactions. */
export async function myHouseCredit(context: ServiceContext, creditId: string): Promise<HouseCreditDetail> {
  const credit = await creditOf(context.scope, customerIdOf(context), creditId);
  const transactions = await transactionsOfCredit(context.scope, credit.id);
  return {
    ...houseCreditView(credit),
    transactions: transactions.map((row) => ({
      id: row.id,
      amount: row.amount,
      referenceType: row.referenceType,
      referenceId: row.referenceId,
      createdOn: row.createdAt,
    })),
  };
}

/** GET /api/account/perks: vouchers, offers, house credits, and what the credits hold now. */
export async function myPerks(context: ServiceContext): Promise<PerksSummary> {
  const now = new Date();
  const [vouchers, offers, credits] = await Promise.all([
    myPasses(context, "voucher"),
    myPasses(context, "offer"),
    myHouseCredits(context),
  ]);
  const houseCreditBalance = credits
    .filter((credit) => credit.status === "active" && !isExpired(credit.expiresOn, now))
    .reduce((sum, credit) => sum + credit.currentValue, 0);
  return { vouchers, offers, houseCredits: credits, houseCreditBalance };
}
