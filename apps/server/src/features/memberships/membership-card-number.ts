/** Card numbers: what the barcode encodes and the front desk types; random, so not guessable in sequence. */
import { randomInt } from "node:crypto";

/** `HC-4821-0937-5561`: the club's initials and twelve random digits. */
export function newCardNumber(clubName: string): string {
  const initials =
    clubName
      .split(/\s+/)
      .map((word) => word[0] ?? "")
      .join("")
      .toUpperCase()
      .replace(/[^A-Z]/g, "")
      .slice(0, 3) || "MC";
  const group = () => String(randomInt(0, 10_000)).padStart(4, "0");
  return `${initials}-${group()}-${group()}-${group()}`;
}
