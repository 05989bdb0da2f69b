import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, Form } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { messages } from "./messages.ts";
import { formatPhoneAsTyped, isValidPhoneValue, type PhoneValue } from "./phone-input.rules.ts";
import { PhoneInput, phoneRule } from "./phone-input.tsx";

function Controlled({ initial }: { initial?: PhoneValue }) {
  const [value, setValue] = useState<PhoneValue | undefined>(initial);
  return (
    <>
      <PhoneInput value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

function PhoneForm({ onFinish }: { onFinish: (values: { phone?: PhoneValue }) => void }) {
  const intl = useIntl();
  return (
    <Form onFinish={onFinish}>
      <Form.Item name="phone" rules={[phoneRule(intl)]}>
        <PhoneInput />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

const numberField = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Phone number" });

describe("formatPhoneAsTyped", () => {
  it("builds (xxx) xxx-xxxx digit by digit", () => {
    expect(formatPhoneAsTyped("")).toBe("");
    expect(formatPhoneAsTyped("20")).toBe("(20");
    expect(formatPhoneAsTyped("2015")).toBe("(201) 5");
    expect(formatPhoneAsTyped("2015550")).toBe("(201) 555-0");
    expect(formatPhoneAsTyped("2015550123")).toBe("(201) 555-0123");
    expect(formatPhoneAsTyped("44207946095812")).toBe("44207946095812");
    expect(formatPhoneAsTyped("612345678", "+34")).toBe("612 34 56 78");
  });
});

describe("isValidPhoneValue", () => {
  it("passes empty, a valid US and a valid Spanish number; fails short or impossible ones", () => {
    expect(isValidPhoneValue(undefined)).toBe(true);
    expect(isValidPhoneValue({ countryCode: "+1", number: "" })).toBe(true);
    expect(isValidPhoneValue({ countryCode: "+1", number: "2015550123" })).toBe(true);
    expect(isValidPhoneValue({ countryCode: "+34", number: "612345678" })).toBe(true);
    expect(isValidPhoneValue({ countryCode: "+1", number: "201555" })).toBe(false);
    expect(isValidPhoneValue({ countryCode: "+1", number: "0000000000" })).toBe(false);
  });
});

describe("PhoneInput", () => {
  it("shows (xxx) xxx-xxxx as the user types and keeps digits in the value", async () => {
    renderWithIntl(<Controlled />, { messages: messages.en });
    await userEvent.type(numberField(), "201");
    expect(numberField().value).toBe("(201");
    await userEvent.type(numberField(), "5550123");
    expect(numberField().value).toBe("(201) 555-0123");
    expect(JSON.parse(screen.getByTestId("value").textContent ?? "")).toEqual({
      countryCode: "+1",
      number: "2015550123",
    });
  });

  it("removes digits, not separators, on backspace", async () => {
    renderWithIntl(<Controlled initial={{ countryCode: "+1", number: "2015" }} />, { messages: messages.en });
    expect(numberField().value).toBe("(201) 5");
    await userEvent.type(numberField(), "{Backspace}{Backspace}");
    expect(numberField().value).toBe("(20");
  });

  it("changes the country code from a labelled select, keeping the number", async () => {
    renderWithIntl(<Controlled initial={{ countryCode: "+1", number: "612345678" }} />, {
      messages: messages.en,
    });
    await userEvent.click(screen.getByRole("combobox", { name: "Country code" }));
    await userEvent.click(await screen.findByText("Spain (+34)"));
    expect(JSON.parse(screen.getByTestId("value").textContent ?? "")).toEqual({
      countryCode: "+34",
      number: "612345678",
    });
  });

  it("blocks the form with the spec message for an invalid number and passes a valid one", async () => {
    const onFinish = vi.fn();
    renderWithIntl(<PhoneForm onFinish={onFinish} />, { messages: messages.en });
    await userEvent.type(numberField(), "20155");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid phone number")).toBeVisible();
    expect(onFinish).not.toHaveBeenCalled();

    await userEvent.type(numberField(), "50123");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ phone: { countryCode: "+1", number: "2015550123" } }),
    );
  });

  it("takes its names from the field's label, so two phone fields are told apart", () => {
    renderWithIntl(
      <Form>
        <Form.Item name="mobile" label="Mobile">
          <PhoneInput label="Mobile" />
        </Form.Item>
        <Form.Item name="phone" label="Phone">
          <PhoneInput label="Phone" />
        </Form.Item>
      </Form>,
      { messages: messages.en },
    );
    expect(screen.getByRole("textbox", { name: "Mobile" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Phone" })).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Mobile, country code" })).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Phone, country code" })).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Phone number" })).toBeNull();
  });

  it("gives the validation message in Spanish", async () => {
    renderWithIntl(<PhoneForm onFinish={vi.fn()} />, { messages: messages.es, locale: "es" });
    await userEvent.type(screen.getByRole("textbox", { name: "Número de teléfono" }), "123");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Introduzca un número de teléfono válido")).toBeVisible();
  });

  it("ties its error message to the number (aria-describedby), as every invalid field", async () => {
    renderWithIntl(<PhoneForm onFinish={vi.fn()} />, { messages: messages.en });
    await userEvent.type(numberField(), "20155");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid phone number")).toBeVisible();
    // What a screen reader says on the field: the message, through aria-describedby.
    expect(numberField()).toHaveAccessibleDescription(/Please enter a valid phone number/);
    expect(numberField()).toHaveAttribute("aria-invalid", "true");
  });

  it("writes a Spanish number as Spain does, with a Spanish example", () => {
    renderWithIntl(<Controlled initial={{ countryCode: "+34", number: "612345678" }} />, {
      messages: messages.en,
    });
    expect(numberField().value).toBe("612 34 56 78");
    expect(numberField().placeholder).toMatch(/^6\d{2} \d{2} \d{2} \d{2}$/);
    expect(numberField().getAttribute("dir")).toBe("ltr");
  });
});
