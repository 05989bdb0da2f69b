import { describe, expect, it } from "vitest";
import { canCancel, cancellationTerms } from "./cancellation.rules.ts";

const startsAt = new Date("2026-06-10T22:00:00Z");
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);
const policy = { cutoffHours: 24, lateFeeCents: 2_500 };
const paid = { status: "booked" as const, startsAt, paidCents: 8_000 };

describe("the cancellation cutoff and the late-cancel fee", () => {
  it("costs nothing before the cutoff", () => {
    expect(cancellationTerms(paid, policy, "member", hoursBefore(48))).toEqual({
      canCancel: true,
      cutoff: hoursBefore(24),
      fee: 0,
    });
  });

  it("keeps the late fee from the cutoff on, never more than was paid", () => {
    expect(cancellationTerms(paid, policy, "member", hoursBefore(24)).fee).toBe(2_500);
    expect(cancellationTerms(paid, policy, "member", hoursBefore(2)).fee).toBe(2_500);
    expect(cancellationTerms({ ...paid, paidCents: 1_000 }, policy, "member", hoursBefore(2)).fee).toBe(
      1_000,
    );
    expect(cancellationTerms({ ...paid, paidCents: 0 }, policy, "member", hoursBefore(2)).fee).toBe(0);
  });

  it("charges staff no fee", () => {
    expect(cancellationTerms(paid, policy, "staff", hoursBefore(2))).toMatchObject({
      canCancel: true,
      fee: 0,
    });
    expect(cancellationTerms(paid, policy, "staff", hoursBefore(-1))).toMatchObject({
      canCancel: true,
      fee: 0,
    });
    expect(
      cancellationTerms({ ...paid, status: "no_show" }, policy, "staff", hoursBefore(-1)).canCancel,
    ).toBe(false);
  });

  it("allows no cancel once the booking started, or of one not booked", () => {
    expect(cancellationTerms(paid, policy, "member", startsAt)).toMatchObject({ canCancel: false, fee: 0 });
    expect(canCancel({ status: "cancelled", startsAt }, hoursBefore(48))).toBe(false);
    expect(canCancel({ status: "pending", startsAt }, hoursBefore(48))).toBe(false);
    expect(canCancel({ status: "booked", startsAt }, hoursBefore(48))).toBe(true);
  });
});
