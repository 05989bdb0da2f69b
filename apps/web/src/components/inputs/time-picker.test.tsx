import type { HourCycle } from "@crest/domain/bookings/time-picker.rules";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { messages } from "./messages.ts";
import { TimePicker } from "./time-picker.tsx";

function Controlled({ initial, hourCycle }: { initial?: string; hourCycle?: HourCycle }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimePicker value={value} onChange={setValue} hourCycle={hourCycle} />
      <span data-testid="value">{value}</span>
    </>
  );
}

const click = (name: string) => userEvent.click(screen.getByRole("button", { name }));
const shown = (name: "Hour" | "Minute") => screen.getByRole("status", { name }).textContent;
const value = () => screen.getByTestId("value").textContent;

describe("TimePicker", () => {
  it("wraps 12 to 1 in 12-hour mode without changing AM/PM", async () => {
    renderWithIntl(<Controlled initial="23:00" />, { messages: messages.en });
    expect(shown("Hour")).toBe("11");
    await click("Next hour");
    expect(shown("Hour")).toBe("12");
    expect(value()).toBe("12:00");
    await click("Next hour");
    expect(shown("Hour")).toBe("01");
    expect(value()).toBe("13:00");
    expect(screen.getByRole("button", { name: "PM" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("switches between AM and PM", async () => {
    renderWithIntl(<Controlled initial="09:30" />, { messages: messages.en });
    await click("PM");
    expect(value()).toBe("21:30");
    await click("AM");
    expect(value()).toBe("09:30");
  });

  it("wraps 23 to 0 in 24-hour mode and shows no AM/PM", async () => {
    renderWithIntl(<Controlled initial="23:15" hourCycle={24} />, { messages: messages.en });
    expect(screen.queryByRole("button", { name: "AM" })).toBeNull();
    await click("Next hour");
    expect(shown("Hour")).toBe("00");
    expect(value()).toBe("00:15");
    await click("Previous hour");
    expect(value()).toBe("23:15");
  });

  it("steps minutes by 15 and wraps 45 to 0 and back", async () => {
    renderWithIntl(<Controlled initial="10:30" />, { messages: messages.en });
    await click("Next 15 minutes");
    expect(shown("Minute")).toBe("45");
    await click("Next 15 minutes");
    expect(value()).toBe("10:00");
    await click("Previous 15 minutes");
    expect(value()).toBe("10:45");
  });

  it("starts from 12 PM when empty and reports HH:mm, the meridiem left to its own switch", async () => {
    const onChange = vi.fn();
    renderWithIntl(<TimePicker onChange={onChange} />, { messages: messages.en });
    expect(shown("Hour")).toBe("12");
    await click("Previous hour");
    expect(onChange).toHaveBeenCalledWith("23:00");
  });
});
