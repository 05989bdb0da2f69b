import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { messages } from "./messages.ts";
import { QuantityStepper, type QuantityStepperProps } from "./quantity-stepper.tsx";

function Controlled(props: Omit<QuantityStepperProps, "value" | "onChange"> & { initial?: number }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<number | undefined>(initial);
  return <QuantityStepper {...rest} value={value} onChange={setValue} />;
}

const field = () => screen.getByRole<HTMLInputElement>("spinbutton", { name: "Quantity" });
const minus = () => screen.getByRole<HTMLButtonElement>("button", { name: "Decrease quantity" });
const plus = () => screen.getByRole<HTMLButtonElement>("button", { name: "Increase quantity" });

describe("QuantityStepper", () => {
  it("starts at 1 and steps down to the default minimum of 0, where minus disables", async () => {
    renderWithIntl(<Controlled />, { messages: messages.en });
    expect(field().value).toBe("1");
    expect(minus().disabled).toBe(false);
    await userEvent.click(minus());
    expect(field().value).toBe("0");
    expect(minus().disabled).toBe(true);
  });

  it("disables plus at the maximum", async () => {
    renderWithIntl(<Controlled initial={2} max={3} />, { messages: messages.en });
    expect(plus().disabled).toBe(false);
    await userEvent.click(plus());
    expect(field().value).toBe("3");
    expect(plus().disabled).toBe(true);
    expect(minus().disabled).toBe(false);
  });

  it("has no upper bound without max", async () => {
    renderWithIntl(<Controlled initial={99} />, { messages: messages.en });
    await userEvent.click(plus());
    expect(field().value).toBe("100");
    expect(plus().disabled).toBe(false);
  });

  it("reports a typed number above max as max", async () => {
    const onChange = vi.fn();
    renderWithIntl(<QuantityStepper value={1} max={10} onChange={onChange} />, { messages: messages.en });
    await userEvent.type(field(), "2");
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it("clamps typed numbers to the bounds, below min only once the field is left", async () => {
    renderWithIntl(<Controlled initial={5} min={2} max={20} />, { messages: messages.en });
    await userEvent.clear(field());
    await userEvent.type(field(), "99");
    expect(field().value).toBe("20");
    await userEvent.clear(field());
    await userEvent.type(field(), "1");
    // "1" may be the start of "15", so it stays until blur.
    expect(field().value).toBe("1");
    await userEvent.type(field(), "5");
    expect(field().value).toBe("15");
    await userEvent.clear(field());
    await userEvent.type(field(), "1");
    await userEvent.tab();
    expect(field().value).toBe("2");
    expect(minus().disabled).toBe(true);
  });

  it("steps with the arrow keys within the bounds", async () => {
    renderWithIntl(<Controlled initial={1} min={1} max={2} />, { messages: messages.en });
    field().focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(field().value).toBe("1");
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(field().value).toBe("2");
  });
});
