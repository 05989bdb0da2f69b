/**
 * The paywall's steps (spec-1 §2.6): intro, pay, success, error; plus the on-hold view, the
 * intro of a subscription that is not renewable, which offers no way to pay. Pure, so the
 * rules are tested without a screen.
 */
export type PaywallStep =
  | { name: "intro" }
  | { name: "onHold" }
  | { name: "pay" }
  | { name: "success" }
  | { name: "error"; error: unknown };

export type PaywallEvent =
  /** 'Activate Your Membership' on the intro. */
  | { type: "activate" }
  /** The payment went through. */
  | { type: "paid" }
  /** The payment was refused (declined, failed authentication, any error). */
  | { type: "failed"; error: unknown }
  /** 'Go Back' on the error: to the pay step, to try again. */
  | { type: "back" };

/** Where a paywall starts: an on-hold (not renewable) subscription cannot be paid here. */
export const initialPaywallStep = (renewable: boolean): PaywallStep =>
  renewable ? { name: "intro" } : { name: "onHold" };

/** The next step; an event that makes no sense where the member is changes nothing. */
export function nextPaywallStep(step: PaywallStep, event: PaywallEvent): PaywallStep {
  switch (event.type) {
    case "activate":
      return step.name === "intro" ? { name: "pay" } : step;
    case "paid":
      return step.name === "pay" ? { name: "success" } : step;
    case "failed":
      return step.name === "pay" ? { name: "error", error: event.error } : step;
    case "back":
      return step.name === "error" ? { name: "pay" } : step;
  }
}
