/**
 * The perks routes (spec-2 §7 Perks; issue 27): the member's perks under /api/account/perks,
 * and the guest's links under /api/public.
 */
import { accountPerkEndpoints as account, publicPerkEndpoints as visitor } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { answerGuestPassSurvey } from "../../flows/answer-guest-pass-survey.ts";
import { route } from "../../platform/endpoint-route.ts";
import { guestPassSurvey } from "./guest-pass-survey-service.ts";
import { sendGuestLinkWalletPass, sendHeldGuestPassWalletPass } from "./guest-pass-wallet-pass.ts";
import { myGuestPasses, myHouseCredit, myHouseCredits, myPasses, myPerks } from "./member-perk-service.ts";
import { publicGuestPass, publicVoucher } from "./public-pass-service.ts";
import { redeemVoucher } from "./redeem-service.ts";
import { resendGuestPass, transferGuestPass, transferVoucher } from "./transfer-service.ts";

export async function perkRoutes(app: FastifyInstance) {
  route(app, account.summary, async ({ context }) => myPerks(context));
  route(app, account.offers, async ({ context }) => myPasses(context, "offer"));
  route(app, account.vouchers, async ({ context }) => myPasses(context, "voucher"));
  route(app, account.redeem, async ({ context, params }) => redeemVoucher(context, params.passId));
  route(app, account.transfer, async ({ context, params, body }) =>
    transferVoucher(context, params.passId, body),
  );
  route(app, account.guestPasses, async ({ context, query }) => myGuestPasses(context, query.status));
  route(app, account.transferGuestPass, async ({ context, body }) => transferGuestPass(context, body));
  route(app, account.resendGuestPass, async ({ context, params }) => resendGuestPass(context, params.passId));
  route(app, account.houseCredits, async ({ context }) => myHouseCredits(context));
  route(app, account.houseCredit, async ({ context, params }) => myHouseCredit(context, params.creditId));
  route(app, account.guestPassWalletPass, async ({ context, params, query, request, reply }) =>
    sendHeldGuestPassWalletPass(context, reply, params.passId, {
      wallet: query.wallet,
      userAgent: request.headers["user-agent"],
    }),
  );

  // A pass opened by its pin is nobody's to keep: no cache stores it (the pin is in the address).
  route(app, visitor.guestPass, async ({ context, params, reply }) => {
    reply.header("cache-control", "no-store");
    return publicGuestPass(context, params.passId, params.pin);
  });
  route(app, visitor.voucher, async ({ context, params, query, reply }) => {
    reply.header("cache-control", "no-store");
    return publicVoucher(context, params.passId, query.pin);
  });
  // The guest-pass experience beside the pass, with the same pin (issue 27).
  route(app, visitor.guestPassSurvey, async ({ context, params, reply }) => {
    reply.header("cache-control", "no-store");
    return guestPassSurvey(context, params.passId, params.pin);
  });
  route(app, visitor.answerGuestPassSurvey, async ({ context, params, body }) =>
    answerGuestPassSurvey(context, params.passId, params.pin, body),
  );
  route(app, visitor.guestPassWalletPass, async ({ context, params, query, request, reply }) =>
    sendGuestLinkWalletPass(context, reply, params, {
      wallet: query.wallet,
      userAgent: request.headers["user-agent"],
    }),
  );
}
