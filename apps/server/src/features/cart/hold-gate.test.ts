import { describe, expect, it } from "vitest";
import { HoldGate } from "./hold-gate.ts";

const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Whether an `enter` has answered yet, and what. */
function outcomeOf(entered: Promise<boolean>) {
  const outcome: { went?: boolean } = {};
  void entered.then((went) => {
    outcome.went = went;
  });
  return outcome;
}

/** Two units left, two adds of one in flight, a third waiting. */
async function gateWithOneWaiting() {
  const gate = new HoldGate();
  expect(await gate.enter("tee", 1, 2)).toBe(true);
  expect(await gate.enter("tee", 1, 2)).toBe(true);
  const waited = outcomeOf(gate.enter("tee", 1, 2));
  await settled();
  return { gate, waited };
}

describe("the hold gate", () => {
  it("lets as many units' adds go at once as are left, and the rest wait", async () => {
    const { waited } = await gateWithOneWaiting();
    expect(waited.went).toBeUndefined();
  });

  it("wakes no one when an add that held its units leaves others in flight: their room is as it was", async () => {
    const { gate, waited } = await gateWithOneWaiting();
    gate.leave("tee", 1, true);
    await settled();
    expect(waited.went).toBeUndefined();
    // The last one out wakes them, to read again (and go, or be told sold_out), not let through.
    gate.leave("tee", 1, true);
    await settled();
    expect(waited.went).toBe(false);
  });

  it("wakes the waiting adds when one held nothing: its units may fit them now", async () => {
    const { gate, waited } = await gateWithOneWaiting();
    gate.leave("tee", 1, false);
    await settled();
    expect(waited.went).toBe(false);
  });

  it("wakes the waiting adds when a later one, reading more room, is let through", async () => {
    const gate = new HoldGate();
    await gate.enter("tee", 1, 1);
    const waited = outcomeOf(gate.enter("tee", 1, 1));
    // Staff added stock: a new add's read finds room, and the first waiting add reads again too.
    expect(await gate.enter("tee", 1, 5)).toBe(true);
    await settled();
    expect(waited.went).toBe(false);
  });

  it("always lets an add go when none is in flight, whatever the last read said", async () => {
    const gate = new HoldGate();
    expect(await gate.enter("cap", 3, 0)).toBe(true);
    gate.leave("cap", 3, true);
    expect(await gate.enter("cap", 1, 0)).toBe(true);
  });

  it("keeps items apart", async () => {
    const gate = new HoldGate();
    expect(await gate.enter("harbor:tee", 1, 1)).toBe(true);
    expect(await gate.enter("sierra:tee", 1, 1)).toBe(true);
  });
});
