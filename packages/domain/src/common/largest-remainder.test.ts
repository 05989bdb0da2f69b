import { describe, expect, it } from "vitest";
import { splitByLargestRemainder } from "./largest-remainder.ts";

const sum = (parts: number[]) => parts.reduce((a, b) => a + b, 0);

describe("splitting an amount by largest remainder", () => {
  it("gives each part its floor, then the units left to the largest remainders", () => {
    // exact shares 33.3, 33.3, 33.4: floors 33 each, the one unit left goes to the largest remainder
    expect(splitByLargestRemainder(100, [333, 333, 334])).toEqual([33, 33, 34]);
    // exact shares 1.5, 1.5: a tie goes to the earlier part
    expect(splitByLargestRemainder(3, [1, 1])).toEqual([2, 1]);
    // exact shares 0.6, 0.6, 0.8 (two units): the last line's 0.8 and the first's 0.6
    expect(splitByLargestRemainder(2, [3, 3, 4])).toEqual([1, 0, 1]);
  });

  it("differs from 'the last part takes the remainder' where that is unfair", () => {
    // exact shares 0.99, 0.99, 0.02: the old method gave [0, 0, 2]
    expect(splitByLargestRemainder(2, [99, 99, 2])).toEqual([1, 1, 0]);
  });

  it("always sums to the amount exactly, and no part is a unit or more off its exact share", () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 500; round++) {
      const weights = Array.from({ length: 1 + random(6) }, () => random(100_000));
      const base = sum(weights);
      const total = base === 0 ? 0 : random(base + 1);
      const parts = splitByLargestRemainder(total, weights);
      expect(sum(parts)).toBe(total);
      parts.forEach((part, index) => {
        const exact = base === 0 ? 0 : (total * (weights[index] ?? 0)) / base;
        expect(Math.abs(part - exact)).toBeLessThan(1);
        expect(part).toBeLessThanOrEqual(weights[index] ?? 0);
      });
    }
  });

  it("gives nothing to zero weights, and zeros when there is nothing to split", () => {
    expect(splitByLargestRemainder(5, [10, 0])).toEqual([5, 0]);
    expect(splitByLargestRemainder(0, [10, 20])).toEqual([0, 0]);
    expect(splitByLargestRemainder(0, [0, 0])).toEqual([0, 0]);
    expect(splitByLargestRemainder(0, [])).toEqual([]);
  });

  it("stays exact past 2^53 intermediate products", () => {
    expect(sum(splitByLargestRemainder(999_999_999_999, [999_999_999_999, 1, 1]))).toBe(999_999_999_999);
  });

  it("refuses what it cannot split: a negative amount or weight, or an amount with no weight to carry it", () => {
    expect(() => splitByLargestRemainder(-1, [1])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(1, [-1, 2])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(1, [0, 0])).toThrow(RangeError);
  });
});
