import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, Form } from "antd";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../test/fixtures.ts";
import { renderPage } from "../../test/render-page.tsx";
import { AddressFields, type AddressFieldsProps } from "./address-fields.tsx";

beforeEach(() =>
  // The country list fails: the fields fall back to the browser's names for the same codes.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(500, {})),
  ),
);
afterEach(() => vi.unstubAllGlobals());

/** The fields in a form of their own; what the form sends goes to `onFinish`. */
function renderFields(props: AddressFieldsProps, initialValues: Record<string, unknown>, onFinish = vi.fn()) {
  renderPage(
    <Form layout="vertical" initialValues={initialValues} onFinish={onFinish}>
      <AddressFields {...props} />
      <Button htmlType="submit">Save</Button>
    </Form>,
    { route: "/a", path: "/a" },
  );
  return { onFinish, user: userEvent.setup() };
}

/** The labels of the form's fields, in the order they appear. */
const labels = () =>
  Array.from(document.querySelectorAll(".ant-form-item-label label")).map((label) => label.textContent);

/** The options an open select shows now, by name. */
const shownOptions = () =>
  Array.from(
    document.querySelectorAll(
      ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option",
    ),
  ).map((option) => option.getAttribute("title"));

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Save" }));

describe("AddressFields (spec-1 §5): one address, the same in every form", { timeout: 20_000 }, () => {
  it("lays a US address out as city, state, ZIP Code, and finds a state by its name or its code", async () => {
    const { user } = renderFields({}, { country: "US" });
    expect(labels()).toEqual([
      "Country",
      "Address",
      "Address Line 2",
      "Address Line 3",
      "City",
      "State",
      "ZIP Code",
    ]);
    const state = screen.getByRole("combobox", { name: "State" });
    await user.click(state);
    await user.keyboard("island");
    await waitFor(() =>
      expect(shownOptions()).toEqual(["Rhode Island", "Northern Mariana Islands", "U.S. Virgin Islands"]),
    );
    await user.clear(state);
    await user.keyboard("RI");
    // The code first, then names with a word so begun.
    await waitFor(() => expect(shownOptions()).toEqual(["Rhode Island", "Puerto Rico"]));
    await user.click(screen.getByTitle("Rhode Island"));
    await waitFor(() =>
      expect(state.closest(".ant-select-content")).toHaveAttribute("title", "Rhode Island"),
    );
  });

  it("follows the country: Spain writes the postal code first and calls the state a province", async () => {
    renderFields({}, { country: "ES" });
    expect(labels().slice(4)).toEqual(["Postal Code", "City", "Province"]);
    expect(screen.getByRole("textbox", { name: "Province" })).toBeVisible();
    // The country list was asked for (and failed) while the stub stood.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
  });

  it("may stay blank when not required, yet a postal code that is given must fit the country", async () => {
    const { user, onFinish } = renderFields({}, { country: "US" });
    await save(user);
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    await user.type(screen.getByRole("textbox", { name: "ZIP Code" }), "ABC12");
    await save(user);
    expect(await screen.findByText("Please enter a valid value")).toBeVisible();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it("when required, asks for every part an address needs, a US state among them, with the server's words", async () => {
    const { user, onFinish } = renderFields({ required: true }, { country: "US" });
    await save(user);
    expect(await screen.findByText("Please enter an address")).toBeVisible();
    expect(screen.getByText("Please enter a city")).toBeVisible();
    expect(screen.getByText("Please select a state")).toBeVisible();
    expect(screen.getByText("Please enter a ZIP or postal code")).toBeVisible();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("holds only the country and the postal code under a prefix, with the billing details' messages", async () => {
    const { user, onFinish } = renderFields(
      { prefix: ["billingDetails"], parts: "postalCode", required: true },
      { billingDetails: { country: "US" } },
    );
    expect(labels()).toEqual(["Country", "ZIP Code"]);
    await save(user);
    expect(await screen.findByText("Please enter your billing ZIP code")).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: "ZIP Code" }), "02840");
    await save(user);
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ billingDetails: { country: "US", zipCode: "02840" } }),
    );
  });
});
