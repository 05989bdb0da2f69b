/**
 * Splitting an amount over parts in proportion, to the unit, by the largest-remainder method
 * (Hamilton's): each part gets the floor of its exact share, and the units left over go one each
 * to the parts with the largest remainders, earlier parts first on a tie. The parts always sum to
 * the amount exactly, and no part is a unit or more away from its exact share. Used for a
 * discount's line shares (and any other amount an order spreads over its lines).
 */

/**
 * `total` (a non-negative integer) split over `weights` (non-negative integers) in proportion;
 * zeros when `total` is 0. Integer arithmetic throughout (BigInt), so large amounts stay exact.
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Cannot split ${total}`);
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0))
    throw new RangeError(`Cannot split over weights ${weights.join(", ")}`);
  if (total === 0) return weights.map(() => 0);
  const base = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (base === 0n) throw new RangeError(`No weight to carry ${total}`);
  const amount = BigInt(total);
  const exact = weights.map((weight) => amount * BigInt(weight));
  const parts = exact.map((share) => share / base);
  let left = amount - parts.reduce((sum, part) => sum + part, 0n);
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share % base }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}
