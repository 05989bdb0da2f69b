/**
 * spec-1 §2.5: card expiry typed as MM / YY, the separator added after the month (the same
 * separator @crest/domain's formatCardExpiry shows; not imported, to keep the wallet rules and
 * their country lists out of bundles that only need this input).
 */
export const EXPIRY_SEPARATOR = " / ";

/**
 * Formats what was typed. `previous` is the field's text before this keystroke: when the user
 * deletes into the automatic separator, the month's last digit goes with it, otherwise the
 * separator would come straight back and backspace would seem stuck.
 */
export function formatCardExpiry(raw: string, previous = ""): string {
  let digits = raw.replace(/\D/g, "").slice(0, 4);
  const deletingSeparator = raw.length < previous.length && previous.endsWith(EXPIRY_SEPARATOR);
  if (deletingSeparator && digits.length === 2) digits = digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}${EXPIRY_SEPARATOR}${digits.slice(2)}`;
}
