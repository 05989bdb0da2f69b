/**
 * The one phone format (spec-2 §5, docs/glossary.md), in its part that needs no metadata: a
 * North American number as (xxx) xxx-xxxx. formatPhone (rules.ts) shows a stored number with it
 * and the web's phone input shapes digits as they are typed with it, so what the member types is
 * what the profile shows. No imports: the phone input may use it without libphonenumber.
 */

/**
 * North American digits (at most ten, without the 1) in the (xxx) xxx-xxxx shape, as far as
 * they go: "(401", "(401) 55", "(401) 555-0177". No closing parenthesis before a fourth digit,
 * so backspace while typing always removes a digit rather than a separator. More than ten
 * digits are not a North American number: they are left as they are.
 */
export function shapeNorthAmerican(digits: string): string {
  if (digits.length === 0 || digits.length > 10) return digits;
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
