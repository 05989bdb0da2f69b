import { describe, expect, it } from "vitest";
import { HoldGate } from "./hold-gate.ts";

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("the hold gate", () => {
  it("lets as many units' adds go at once as are left, and the rest wait for one to end", async () => {
    const gate = new HoldGate();
    expect(await gate.enter("tee", 1, 2)).toBe(true);
    expect(await gate.enter("tee", 1, 2)).toBe(true);
    let waited: boolean | undefined;
    void gate.enter("tee", 1, 2).then((went) => {
      waited = went;
    });
    await settled();
    expect(waited).toBeUndefined();
    gate.leave("tee", 1);
    await settled();
    // Woken to read again, not let through: what is left may have changed meanwhile.
    expect(waited).toBe(false);
  });

  it("always lets an add go when none is in flight, whatever the last read said", async () => {
    const gate = new HoldGate();
    expect(await gate.enter("cap", 3, 0)).toBe(true);
    gate.leave("cap", 3);
    expect(await gate.enter("cap", 1, 0)).toBe(true);
  });

  it("keeps items apart", async () => {
    const gate = new HoldGate();
    expect(await gate.enter("harbor:tee", 1, 1)).toBe(true);
    expect(await gate.enter("sierra:tee", 1, 1)).toBe(true);
  });
});
