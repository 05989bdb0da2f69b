/**
 * A survey date typed as digits: the slashes of MM/DD/YYYY (or DD/MM/YYYY) come by themselves.
 * `previous` is the text before this keystroke: deleting into an automatic slash takes the digit
 * before it too, or backspace would seem stuck.
 */
export function formatDateTyping(raw: string, previous = ""): string {
  let digits = raw.replace(/\D/g, "").slice(0, 8);
  const deletingSlash = raw.length < previous.length && previous.endsWith("/");
  if (deletingSlash && (digits.length === 2 || digits.length === 4)) digits = digits.slice(0, -1);
  if (digits.length <= 2) return digits.length === 2 && !deletingSlash ? `${digits}/` : digits;
  if (digits.length <= 4) {
    const text = `${digits.slice(0, 2)}/${digits.slice(2)}`;
    return digits.length === 4 && !deletingSlash ? `${text}/` : text;
  }
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
