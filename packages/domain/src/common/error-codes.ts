/**
 * Every error code the API can answer with and its HTTP status (spec-1 §8, spec-2 §8, plus the
 * platform's own codes). Their wording, in English and Spanish, is in error-catalogue.ts: the
 * web's start-up path needs the statuses only, and loads the wording later.
 */

export const errorStatuses = {
  invalid_request: 400,
  malformed_json: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  account_not_active: 403,
  forbidden: 403,
  csrf_rejected: 403,
  members_only: 403,
  not_found: 404,
  unknown_domain: 404,
  not_acceptable: 406,
  conflict: 409,
  email_taken: 409,
  switch_expired: 400,
  signed_in_as_other: 409,
  invalid_token: 400,
  payload_too_large: 413,
  uri_too_long: 414,
  malformed_upload: 400,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  ticket_max_reached: 400,
  not_deleted: 400,
  invalid_coupon: 400,
  sold_out: 409,
  slot_taken: 409,
  passcode_invalid: 400,
  cart_hold_expired: 409,
  wallet_device_not_supported: 400,
  card_declined: 402,
  payment_failed: 402,
  payment_authentication_failed: 400,
  checkout_empty: 400,
  checkout_failed: 400,
  card_error: 400,
  card_provider_error: 502,
  verify_attempts_exceeded: 400,
  invalid_routing_number: 400,
  default_method_required: 400,
  card_data_refused: 400,
  insufficient_funds: 402,
  expired_card: 402,
  idempotency_key_reused: 409,
  amount_changed: 409,
  payment_in_progress: 409,
  bank_not_verified: 400,
  verify_amounts_mismatch: 400,
  method_not_supported: 400,
  cancel_error: 400,
  order_not_open: 409,
  transaction_not_found: 404,
  not_setup: 400,
  not_connected: 503,
  wallet_not_configured: 400,
  no_invites_left: 409,
  too_many_invitations: 429,
  already_invited: 409,
  invitation_pending: 409,
  invitation_not_found: 404,
  card_inactive: 409,
  membership_on_hold: 409,
  balance_changed: 409,
  nothing_due: 409,
  survey_closed: 403,
  survey_already_submitted: 409,
  survey_uid_taken: 409,
  survey_field_answered: 409,
  topic_forbidden: 403,
  message_too_large: 413,
  recipient_not_found: 404,
  ticket_cancelled: 409,
  ticket_not_transferable: 409,
  event_not_on_sale: 409,
  registration_not_free: 400,
  waitlist_not_open: 409,
  // Billing (issue 28)
  statement_not_found: 404,
  permission_denied: 403,
  // Perks (issue 27)
  perk_not_usable: 409,
  perk_not_transferable: 409,
  perk_already_redeemed: 409,
  no_guest_passes: 409,
  // Bookings (issue 26)
  booking_not_free: 400,
  booking_not_started: 409,
  // Events, second round (issue 25)
  ticket_wrong_event: 409,
  // Members for staff (issue 31)
  account_already_active: 409,
  view_as_other_domain: 409,
  // Admin mode (issue 31)
  config_conflict: 409,
  coupon_code_taken: 409,
  // Catalogue for staff (issue 32)
  stock_below_held: 409,
  // Memberships for staff (issue 32 item 2)
  subscription_not_found: 404,
  subscription_ended: 409,
  subscription_not_paused: 409,
  cancel_not_requested: 409,
  already_on_plan: 409,
  billing_in_progress: 409,
  nothing_to_retry: 409,
  subscription_paused: 409,
  // The waitlist for staff (issue 32 item 3)
  waitlist_offer_taken: 409,
  waitlist_nothing_to_offer: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatuses;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorStatuses, code);

/** The code a bare HTTP status maps to when nothing more specific is known. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return "invalid_request";
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 406:
      return "not_acceptable";
    case 409:
      return "conflict";
    case 413:
      return "payload_too_large";
    case 414:
      return "uri_too_long";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "rate_limited";
    case 503:
      return "service_unavailable";
    default:
      return "internal_error";
  }
}
