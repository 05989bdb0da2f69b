/**
 * The field messages only staff meet (the back office's editors), with their stable ids: apart
 * from FIELD_MESSAGES so that the member's sign-in page, which loads those, does not carry them.
 * Admin mode loads these with its own catalogue (`loadStaffFieldMessageIds`); the `fieldError.<id>`
 * wording lives in admin mode's lazy catalogues. Same rules as FIELD_MESSAGES: stable ids, no imports.
 */
export const STAFF_FIELD_MESSAGES = {
  // Surveys' form builder
  survey_uid_taken: "Another form of this club uses this address",
  survey_field_unknown: "Not a field of this form",
  survey_field_twice: "A field is listed twice",
  // Reports
  report_range_reversed: "Must not be before the start",
  report_range_too_long: "At most 366 days",
  product_category_unknown: "Choose one of the club's categories",
  max_below_min: "The maximum must be at least the minimum",
  option_named_twice: "Name each option once",
  // Memberships for staff (issue 32 item 2)
  pause_until_future: "Choose a day after today",
  plan_survey_unknown: "Choose one of the club's forms",
  // Shipping for staff (issue 32 item 1).
  brackets_required: "A rate by weight needs at least one bracket",
  brackets_ascending: "Each bracket must end above the one before",
  hours_unreadable: "Write ranges as 9:00 AM - 5:00 PM, separated by commas",
  hours_overlap: "The ranges of a day must not overlap",
  // The staff section
  staff_level_invalid: "Choose viewer, staff, manager or owner",
} as const;

export type StaffFieldMessageId = keyof typeof STAFF_FIELD_MESSAGES;

const byText = new Map<string, StaffFieldMessageId>(
  Object.entries(STAFF_FIELD_MESSAGES).map(([id, text]) => [text, id as StaffFieldMessageId]),
);

/** The id of a staff field message the API sent, if it is one of these. */
export const staffFieldMessageId = (details: string): StaffFieldMessageId | undefined =>
  byText.get(details.trim());
