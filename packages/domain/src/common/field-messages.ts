/**
 * Stable ids for the field messages the API sends in `error_details[].details`, with the
 * English wording the server and the shared schemas use. The API sends the wording; a client
 * that speaks another language finds the id by it and says it in its own words (the web's
 * `fieldError.<id>` catalogue entries). New server or schema messages belong here, so they get
 * an id, and `npm run check:messages` fails for a message without one or without a Spanish
 * translation. No imports: the sign-in page may read it without zod.
 */
export const FIELD_MESSAGES = {
  email_invalid: "Please enter a valid e-mail address",
  email_taken: "This e-mail is already registered",
  email_already_invited: "This e-mail is already on this membership",
  email_is_yours: "You are already on this membership",
  password_rule:
    "Password must be at least 8 characters with an uppercase letter, a lowercase letter, and a number or one of !@#$%^&*_",
  password_required: "Please enter your password",
  current_password_required: "Please enter your current password",
  current_password_wrong: "The current password is not correct",
  first_name_required: "Please enter your first name",
  last_name_required: "Please enter your last name",
  phone_invalid: "Please enter a valid phone number",
  sms_unavailable: "This club does not send text messages",
  country_code_invalid: "Please enter a valid country code",
  country_required: "Please select a country",
  state_required: "Please select a state",
  value_invalid: "Please enter a valid value",
  birthdate_format: "Use the format YYYY-MM-DD",
  birthdate_future: "Birthdate cannot be in the future",
  home_location_invalid: "Please choose one of your club locations",
  photo_missing: "Please choose a photo",
  photo_type: "Please upload a JPEG, PNG, WebP or GIF image",
  photo_field: 'Send the photo in the field "File"',
  amount_decimals: "At most two decimals",
  amount_whole: "Whole amounts only, no decimals",
  amount_decimals_3: "At most three decimals",
  amount_decimals_4: "At most four decimals",
  date_missing: "This day does not exist",
  file_missing: "Please choose a file",
  title_required: "Please enter a title",
  portal_path_invalid: "Please enter a path of this portal, such as /events",
  color_invalid: "Must be a hex, rgb, rgba or named CSS colour",
  currency_invalid: "Three-letter ISO currency",
  bank_details_unreadable: "The bank details could not be read",
  amount_positive: "Must be above 0",
  refund_nothing_left: "Nothing left to refund",
  processor_no_credentials: "The processor has no credentials",
  processor_unknown: "Unknown processor",
  token_unknown: "No such token",
  account_unknown: "Unknown account",
  link_unknown: "Unknown link",
  card_cvc_required: "Card security code is required",
  sandbox_test_card: "Use one of the sandbox's test cards (see the README)",
  card_expired: "Your card has expired.",
  card_expiry_past: "The expiry date cannot be in the past",
  payment_method_unavailable: "This payment method is not available. Use another one.",
  card_token_used: "This card was already used for a payment. Enter it again.",
  bank_nickname_only: "Only the nickname of a bank account can be changed",
  default_method_required:
    "At least one payment method must be default. To change the billing use, make another method default first.",
  payment_method_required: "Choose a payment method",
  payment_field_required: "Required for this payment type",
  idempotency_key_format: "8 to 100 letters, digits, '_', ':', '.' or '-'",
  card_number_required: "Credit card number is required",
  account_holder_required: "Account holder name is required",
  account_number_required: "Account number is required",
  card_number_not_here: "Card numbers are not accepted here",
  country_missing: "Country is required",
  routing_number_invalid: "Invalid Routing Number Provided",
  account_nickname_required: "Please enter a nickname for this account",
  card_nickname_required: "Please enter a nickname for this card",
  billing_zip_required: "Please enter your billing ZIP code",
  full_name_required: "Please enter your full name",
  coupon_required: "Please enter a coupon code",
  quantity_out_of_range: "Choose a quantity within the allowed range",
  shipping_required: "Choose how you want to receive your order",
  cart_checked_out: "This cart was already checked out",
  cart_changed: "Your cart changed during checkout. Review it and try again",
  house_credit_used: "A house credit was used meanwhile. Try again",
  payment_refunded: "This payment was refunded. Please try again",
  variant_required: "Please choose an option",
  address_required: "Please enter an address",
  default_address_kept: "Make another address the default instead",
  city_required: "Please enter a city",
  zip_required: "Please enter a ZIP or postal code",
  shipping_choice_unknown: "Please choose one of the shipping options offered",
  shipping_address_required: "Please choose a shipping address",
  dining_required: "Choose when and where you want your food and drinks",
  dining_service_unavailable: "The club does not serve orders this way; choose another",
  pickup_location_unknown: "Please choose one of the club's pickup locations",
  pickup_time_past: "That time has passed; choose a later one",
  pickup_time_closed: "The location is closed then; choose a time within its opening hours",
  pickup_time_too_far: "Choose a time within the next six days",
  table_required: "Please enter your table number",
  slip_required: "Please enter your slip number",
} as const;

export type FieldMessageId = keyof typeof FIELD_MESSAGES;

const byText = new Map<string, FieldMessageId>(
  Object.entries(FIELD_MESSAGES).map(([id, text]) => [text, id as FieldMessageId]),
);

/** The id of a field message the API sent, if it is one of ours. */
export const fieldMessageId = (details: string): FieldMessageId | undefined => byText.get(details.trim());
