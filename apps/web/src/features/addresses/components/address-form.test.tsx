import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrorBody, jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { AddressForm } from "./address-form.tsx";

afterEach(() => vi.unstubAllGlobals());

const saved = {
  id: "a1",
  first_name: "Ada",
  last_name: "Byron",
  company_name: null,
  address: "1 Cliff Walk",
  address2: null,
  address3: null,
  city: "Newport",
  state: "RI",
  zip_code: "02840",
  country: "US",
  phone_number: null,
  notes: null,
  type: "shipping",
  verified: false,
  default: true,
};

/** The fetch stub: the country list fails (the form falls back to the browser's names); saves answer `answer`. */
function stubApi(answer: Response) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes("/api/static/countries")) return jsonResponse(500, {});
      posts.push(JSON.parse(String(init?.body)));
      return answer;
    }),
  );
  return posts;
}

async function fillUsAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First Name"), "Ada");
  await user.type(screen.getByLabelText("Last Name"), "Byron");
  await user.type(screen.getByLabelText("Address"), "1 Cliff Walk");
  await user.type(screen.getByLabelText("City"), "Newport");
  await user.type(screen.getByLabelText("ZIP Code"), "02840");
}

describe("AddressForm (spec-1 §3 Customer address, §5)", { timeout: 20_000 }, () => {
  it("starts in the US with a state select, and refuses a US address without a state before sending", async () => {
    const posts = stubApi(jsonResponse(201, saved));
    const onSaved = vi.fn();
    renderPage(<AddressForm onSaved={onSaved} />, { route: "/a", path: "/a", account: testAccount() });
    const user = userEvent.setup();
    expect(await screen.findByLabelText("ZIP Code")).toBeVisible();
    expect(screen.getByRole("combobox", { name: "State" })).toBeVisible();
    await fillUsAddress(user);
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    expect(await screen.findByText("Please select a state")).toBeVisible();
    expect(posts).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("sends the address with country US and type shipping, and hands back the saved one", async () => {
    const posts = stubApi(jsonResponse(201, saved));
    const onSaved = vi.fn();
    renderPage(<AddressForm initial={{ state: "RI" }} onSaved={onSaved} />, {
      route: "/a",
      path: "/a",
      account: testAccount(),
    });
    const user = userEvent.setup();
    await fillUsAddress(user);
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: "a1", state: "RI" })),
    );
    expect(posts[0]).toMatchObject({
      country: "US",
      type: "shipping",
      state: "RI",
      zip_code: "02840",
      default: false,
    });
  });

  it("lays a Spanish address out as Spain writes it, its province free text and not required (the shared fields)", async () => {
    const posts = stubApi(jsonResponse(201, { ...saved, country: "ES", state: null, zip_code: "28001" }));
    const onSaved = vi.fn();
    renderPage(<AddressForm initial={{ country: "ES" }} onSaved={onSaved} />, {
      route: "/a",
      path: "/a",
      account: testAccount(),
    });
    const user = userEvent.setup();
    const postal = screen.getByRole("textbox", { name: "Postal Code" });
    const city = screen.getByRole("textbox", { name: "City" });
    const province = screen.getByRole("textbox", { name: "Province (optional)" });
    // Postal code, town, province: in the page's order too.
    expect(postal.compareDocumentPosition(city) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(city.compareDocumentPosition(province) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(screen.getByLabelText("First Name"), "Ada");
    await user.type(screen.getByLabelText("Last Name"), "Byron");
    await user.type(screen.getByLabelText("Address"), "Calle Mayor 1");
    await user.type(city, "Madrid");
    await user.type(postal, "2800");
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    expect(await screen.findByText("Please enter a valid value")).toBeVisible();
    await user.type(postal, "1");
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts[0]).toMatchObject({ country: "ES", state: null, zip_code: "28001", city: "Madrid" });
  });

  it("takes the phone in the one format the profile shows, and saves it with its country code (issue 24, item 8)", async () => {
    const posts = stubApi(jsonResponse(201, saved));
    const onSaved = vi.fn();
    renderPage(<AddressForm initial={{ state: "RI", phoneNumber: "401-555-0142" }} onSaved={onSaved} />, {
      route: "/a",
      path: "/a",
      account: testAccount(),
    });
    const user = userEvent.setup();
    const phone = screen.getByRole<HTMLInputElement>("textbox", { name: "Phone Number" });
    expect(phone.value).toBe("(401) 555-0142");
    await user.clear(phone);
    await user.type(phone, "12345");
    await fillUsAddress(user);
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    expect(await screen.findByText("Please enter a valid phone number")).toBeVisible();
    expect(posts).toEqual([]);

    await user.clear(phone);
    await user.type(phone, "4015550177");
    expect(phone.value).toBe("(401) 555-0177");
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts[0]).toMatchObject({ phone_number: "+14015550177" });
  });

  it("puts the server's field errors on their fields", async () => {
    stubApi(jsonResponse(400, fieldErrorBody("zip_code", "Please enter a valid value")));
    renderPage(<AddressForm initial={{ state: "RI" }} onSaved={vi.fn()} />, {
      route: "/a",
      path: "/a",
      account: testAccount(),
    });
    const user = userEvent.setup();
    await fillUsAddress(user);
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    expect(await screen.findByText("Please enter a valid value")).toBeVisible();
  });
});
