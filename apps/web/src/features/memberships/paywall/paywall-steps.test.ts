// @vitest-environment node
import { describe, expect, it } from "vitest";
import { initialPaywallStep, nextPaywallStep, type PaywallEvent, type PaywallStep } from "./paywall-steps.ts";

const run = (start: PaywallStep, ...events: PaywallEvent[]): PaywallStep =>
  events.reduce(nextPaywallStep, start);

describe("paywall steps (spec-1 §2.6)", () => {
  it("starts on the intro, or on the on-hold view when the subscription is not renewable", () => {
    expect(initialPaywallStep(true)).toEqual({ name: "intro" });
    expect(initialPaywallStep(false)).toEqual({ name: "onHold" });
  });

  it("goes intro → pay → success", () => {
    expect(run(initialPaywallStep(true), { type: "activate" })).toEqual({ name: "pay" });
    expect(run(initialPaywallStep(true), { type: "activate" }, { type: "paid" })).toEqual({
      name: "success",
    });
  });

  it("shows the error after a refused payment and Go Back returns to pay", () => {
    const declined = new Error("card_declined");
    const error = run(initialPaywallStep(true), { type: "activate" }, { type: "failed", error: declined });
    expect(error).toEqual({ name: "error", error: declined });
    expect(nextPaywallStep(error, { type: "back" })).toEqual({ name: "pay" });
  });

  it("never leaves the on-hold view: there is no pay action", () => {
    const onHold = initialPaywallStep(false);
    for (const event of [
      { type: "activate" },
      { type: "paid" },
      { type: "failed", error: null },
      { type: "back" },
    ] satisfies PaywallEvent[])
      expect(nextPaywallStep(onHold, event)).toEqual({ name: "onHold" });
  });

  it("ignores a payment outcome that arrives outside the pay step", () => {
    expect(nextPaywallStep({ name: "intro" }, { type: "paid" })).toEqual({ name: "intro" });
    expect(nextPaywallStep({ name: "success" }, { type: "failed", error: null })).toEqual({
      name: "success",
    });
    expect(nextPaywallStep({ name: "pay" }, { type: "back" })).toEqual({ name: "pay" });
  });
});
