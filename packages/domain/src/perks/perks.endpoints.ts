/**
 * Perks (spec-2 §7 Perks, issue 27): the member's vouchers, offers, guest passes and house
 * credits; the guest's links; and what staff need to define, issue, void and scan perks.
 */
import { defineEndpoint } from "../common/endpoint.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { walletPassQuerySchema } from "../events/events.schemas.ts";
import {
  surveySchema,
  surveySubmissionResultSchema,
  surveySubmissionSchema,
} from "../surveys/surveys.schemas.ts";
import {
  guestPassesQuerySchema,
  guestPassSchema,
  houseCreditDetailSchema,
  houseCreditParamsSchema,
  houseCreditPinCheckSchema,
  houseCreditPinSchema,
  houseCreditSchema,
  issuePerkSchema,
  issueResultSchema,
  passParamsSchema,
  passSchema,
  perkDefinitionInputSchema,
  perkDefinitionParamsSchema,
  perkDefinitionPatchSchema,
  perkScanResultSchema,
  perksSummarySchema,
  publicPassParamsSchema,
  publicVoucherQuerySchema,
  publicVoucherSchema,
  redeemResultSchema,
  scanPerkSchema,
  staffHouseCreditSchema,
  staffPassSchema,
  staffPerkDefinitionSchema,
  transferGuestPassSchema,
  transferPerkSchema,
} from "./perks.schemas.ts";

const member = { access: "customer", tags: ["perks", "account"], errors: [400, 401, 404] } as const;

export const accountPerkEndpoints = {
  summary: defineEndpoint({
    ...member,
    method: "GET",
    path: "/api/account/perks",
    summary: "The member's perks: vouchers and offers they hold, and their house credits with the balance",
    answer: perksSummarySchema,
  }),
  offers: defineEndpoint({
    ...member,
    method: "GET",
    path: "/api/account/perks/offers",
    summary: "The member's offers, newest first (used and expired ones too)",
    answer: passSchema.array(),
  }),
  vouchers: defineEndpoint({
    ...member,
    method: "GET",
    path: "/api/account/perks/vouchers",
    summary: "The member's vouchers, newest first (used and expired ones too)",
    answer: passSchema.array(),
  }),
  redeem: defineEndpoint({
    ...member,
    method: "POST",
    path: "/api/account/perks/vouchers/:passId/redeem",
    summary:
      "Put a voucher or offer on the member's cart: it takes its value off what it applies to, and is used by the order that pays; asked again, answers the same",
    params: passParamsSchema,
    answer: redeemResultSchema,
    errors: [400, 401, 404, 409],
  }),
  transfer: defineEndpoint({
    ...member,
    method: "POST",
    path: "/api/account/perks/vouchers/:passId/transfer",
    summary:
      "Give a transferable voucher or offer to a member of the club or to a guest, by e-mail (a guest gets a link with a pin)",
    params: passParamsSchema,
    body: transferPerkSchema,
    answer: passSchema,
    errors: [400, 401, 404, 409],
  }),
  guestPasses: defineEndpoint({
    ...member,
    method: "GET",
    path: "/api/account/perks/guest-passes",
    summary: "The member's guest passes: available ones, transferred ones (status), or both",
    query: guestPassesQuerySchema,
    answer: passSchema.array(),
  }),
  transferGuestPass: defineEndpoint({
    ...member,
    method: "POST",
    path: "/api/account/perks/guest-passes/transfer",
    summary:
      "Send an available guest pass (the first unless named) to a guest by e-mail: it moves to the transferred list, and the guest gets a link with a new pin",
    body: transferGuestPassSchema,
    answer: passSchema,
    errors: [400, 401, 404, 409],
  }),
  resendGuestPass: defineEndpoint({
    ...member,
    method: "POST",
    path: "/api/account/perks/guest-passes/:passId",
    summary:
      "Send a transferred guest pass's link to its guest again, with a new pin (the old link stops opening)",
    params: passParamsSchema,
    answer: passSchema,
    errors: [400, 401, 404, 409, 429],
  }),
  houseCredits: defineEndpoint({
    ...member,
    method: "GET",
    path: "/api/account/perks/house-credits",
    summary: "The member's house credits, newest first, expired and spent ones too",
    answer: houseCreditSchema.array(),
  }),
  houseCredit: defineEndpoint({
    ...member,
    method: "GET",
    path: "/api/account/perks/house-credits/:creditId",
    summary: "One house credit with its transactions, newest first",
    params: houseCreditParamsSchema,
    answer: houseCreditDetailSchema,
  }),
  guestPassWalletPass: defineEndpoint({
    ...member,
    method: "GET",
    path: "/api/account/perks/guest-passes/:passId/wallet-pass",
    summary:
      "A guest pass the member holds (not sent yet) as a wallet pass: an Apple pass file, or a redirect to Google Wallet's save link (the device's wallet unless one is named)",
    params: passParamsSchema,
    query: walletPassQuerySchema,
    errors: [400, 401, 404, 409],
  }),
};

const visitor = { access: "public", tags: ["perks"], errors: [400, 404, 429] } as const;

export const publicPerkEndpoints = {
  guestPass: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/public/passes/guest-pass/:passId/:pin",
    summary:
      "A guest pass as its guest's link shows it: a wrong pin answers like a missing pass, and attempts are limited per pass and per address",
    params: publicPassParamsSchema,
    answer: guestPassSchema,
  }),
  voucher: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/public/vouchers/:passId",
    summary:
      "A voucher given to a guest, with the pin from its link: a wrong pin answers like a missing voucher, and attempts are limited",
    params: passParamsSchema,
    query: publicVoucherQuerySchema,
    answer: publicVoucherSchema,
  }),
  guestPassSurvey: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/public/passes/guest-pass/:passId/:pin/survey",
    summary:
      "The club's guest-pass experience as the pass's guest answers it (answered once per pass); the pin as for the pass",
    params: publicPassParamsSchema,
    answer: surveySchema,
  }),
  answerGuestPassSurvey: defineEndpoint({
    ...visitor,
    method: "POST",
    path: "/api/public/passes/guest-pass/:passId/:pin/survey",
    summary:
      "The guest's answers to the club's guest-pass experience, stored once per pass (a second answer is survey_already_submitted)",
    params: publicPassParamsSchema,
    body: surveySubmissionSchema,
    answer: surveySubmissionResultSchema,
    status: 201,
    errors: [...visitor.errors, 409, 413],
  }),
  guestPassWalletPass: defineEndpoint({
    ...visitor,
    method: "GET",
    path: "/api/public/passes/guest-pass/:passId/:pin/wallet-pass",
    summary:
      "The guest's pass as a wallet pass, from their link (the pin as for the pass): an Apple pass file, or a redirect to Google Wallet's save link",
    params: publicPassParamsSchema,
    query: walletPassQuerySchema,
    errors: [...visitor.errors, 409],
  }),
};

const staff = { access: "staff", tags: ["admin", "perks"], errors: [400, 401, 403, 404, 409] } as const;

export const staffPerkEndpoints = {
  definitions: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/perks/definitions",
    summary: "The club's perk definitions with how many passes each has (paginated)",
    query: pageQuerySchema,
    answer: staffPerkDefinitionSchema.array(),
  }),
  define: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/perks/definitions",
    summary: "Define a voucher, offer or guest pass (admin and owner only)",
    body: perkDefinitionInputSchema,
    answer: staffPerkDefinitionSchema,
    status: 201,
  }),
  edit: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/perks/definitions/:definitionId",
    summary: "Change a perk definition (admin and owner only); passes already issued keep their dates",
    params: perkDefinitionParamsSchema,
    body: perkDefinitionPatchSchema,
    answer: staffPerkDefinitionSchema,
  }),
  issue: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/perks/definitions/:definitionId/issue",
    summary: "Issue passes of a definition to a member, or to every active member of a plan",
    params: perkDefinitionParamsSchema,
    body: issuePerkSchema,
    answer: issueResultSchema,
  }),
  passes: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/perks/definitions/:definitionId/passes",
    summary: "A definition's passes with their holders and status (paginated)",
    params: perkDefinitionParamsSchema,
    query: pageQuerySchema,
    answer: staffPassSchema.array(),
  }),
  void: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/perks/passes/:passId/void",
    summary: "Void a pass that is not used yet (admin and owner only); asked again, answers the same",
    params: passParamsSchema,
    answer: staffPassSchema,
  }),
  scan: defineEndpoint({
    /** The door scans a pass; the till checks a credit's pin. */
    staffLevel: "staff",
    ...staff,
    method: "POST",
    path: "/admin/api/perks/scan",
    summary:
      "Redeem a pass at the door by its serial (and the definition's pin when it asks): once; a second scan is refused with the time of the first",
    body: scanPerkSchema,
    answer: perkScanResultSchema,
  }),
  setCreditPin: defineEndpoint({
    ...staff,
    method: "PUT",
    path: "/admin/api/perks/house-credits/:creditId/pin",
    summary:
      "Set the pin a member gives to spend a house credit at the club's tills (admin and owner only); kept hashed, never shown",
    params: houseCreditParamsSchema,
    body: houseCreditPinSchema,
    answer: staffHouseCreditSchema,
  }),
  checkCreditPin: defineEndpoint({
    staffLevel: "staff",
    ...staff,
    method: "POST",
    path: "/admin/api/perks/house-credits/:creditId/pin/check",
    summary:
      "Check the pin a member gives at the till: the credit when it is right; a wrong pin answers like a missing credit, and wrong pins are limited per credit and per address",
    params: houseCreditParamsSchema,
    body: houseCreditPinCheckSchema,
    answer: staffHouseCreditSchema,
    errors: [...staff.errors, 429],
  }),
  definition: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/perks/definitions/:definitionId",
    summary: "One perk definition with how many passes it has, for the back office's editor",
    params: perkDefinitionParamsSchema,
    answer: staffPerkDefinitionSchema,
  }),
};
