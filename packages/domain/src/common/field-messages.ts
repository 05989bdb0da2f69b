/**
 * Stable ids for the field messages the API sends in `error_details[].details`, with the
 * English wording the server and the shared schemas use. The API sends the wording; a client
 * that speaks another language finds the id by it and says it in its own words (the web's
 * `fieldError.<id>` catalogue entries). New server or schema messages belong here, so they get
 * an id, and `npm run check:messages` fails for a message without one or without a Spanish
 * translation. No imports: the sign-in page may read it without zod.
 */
export const FIELD_MESSAGES = {
  email_invalid: "Please enter a valid email address",
  email_taken: "This email is already registered",
  password_rule:
    "Password must be at least 8 characters with an uppercase letter, a lowercase letter, and a number or one of !@#$%^&*_",
  password_required: "Please enter your password",
  current_password_required: "Please enter your current password",
  current_password_wrong: "The current password is not correct",
  first_name_required: "Please enter your first name",
  last_name_required: "Please enter your last name",
  phone_invalid: "Please enter a valid phone number",
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
} as const;

export type FieldMessageId = keyof typeof FIELD_MESSAGES;

const byText = new Map<string, FieldMessageId>(
  Object.entries(FIELD_MESSAGES).map(([id, text]) => [text, id as FieldMessageId]),
);

/** The id of a field message the API sent, if it is one of ours. */
export const fieldMessageId = (details: string): FieldMessageId | undefined => byText.get(details.trim());
