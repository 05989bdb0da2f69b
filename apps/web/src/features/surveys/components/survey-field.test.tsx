import { SURVEY_UPLOAD_MAX_BYTES } from "@crest/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { field, options, stubSurveyApi, survey } from "../../../test/survey-fixtures.ts";
import SurveyPage from "../pages/survey-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const itemOf = (label: string) => screen.getByText(label).closest(".ant-form-item") as HTMLElement;

async function show(fields: ReturnType<typeof field>[]) {
  const form = survey("fields", fields);
  const api = stubSurveyApi([form]);
  renderPage(<SurveyPage />, { route: "/survey/:id", path: "/survey/fields" });
  await screen.findByRole("heading", { level: 1, name: "Form fields" });
  return api;
}

describe("survey fields (spec-1 §3 field types)", { timeout: 30_000 }, () => {
  it("render every type with its control, label, placeholder and help, on the width grid", async () => {
    await show([
      field("section", "About you", { help: "A few details." }),
      field("text", "Name", { placeholder: "Your full name", style: { width: "2of4" } }),
      field("password", "Locker code", { style: { width: "1of3" } }),
      field("textarea", "Notes", { help: "Anything else?" }),
      field("select", "Party size", { values: options("1", "2") }),
      field("radio", "Meal", { values: options("Fish", "Meat") }),
      field("checkbox", "Activities", { values: options("Golf", "Tennis") }),
      field("checkbox", "I agree"),
      field("yesno", "Coming back?"),
      field("datetime", "Visit date"),
      field("upload", "Document"),
      field("canvas", "Signature"),
      field("hidden", "Source", { value: "kiosk" }),
    ]);
    expect(screen.getByRole("heading", { level: 3, name: "About you" })).toBeVisible();
    expect(screen.getByText("A few details.")).toBeVisible();
    expect(screen.getByPlaceholderText("Your full name")).toBeVisible();
    expect(itemOf("Name").closest(".ant-col")?.className).toContain("ant-col-md-12");
    expect(itemOf("Locker code").closest(".ant-col")?.className).toContain("ant-col-md-8");
    expect((screen.getByLabelText("Locker code") as HTMLInputElement).type).toBe("password");
    expect(screen.getByLabelText("Notes").tagName).toBe("TEXTAREA");
    expect(screen.getByText("Anything else?")).toBeVisible();
    expect(within(itemOf("Party size")).getByRole("combobox")).toBeVisible();
    expect(screen.getByRole("radiogroup", { name: "Meal" })).toBeVisible();
    expect(screen.getByRole("group", { name: "Activities" })).toBeVisible();
    // antd draws the box over the native input (kept at opacity 0): the member sees the label.
    expect(screen.getByText("I agree")).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "I agree" })).not.toBeChecked();
    expect(
      within(screen.getByRole("radiogroup", { name: "Coming back?" })).getAllByRole("radio"),
    ).toHaveLength(2);
    expect(screen.getByPlaceholderText("MM/DD/YYYY")).toBeVisible();
    expect((screen.getByLabelText(/Document/) as HTMLInputElement).type).toBe("file");
    expect(screen.getByRole("img", { name: /signature pad/i })).toBeVisible();
    expect(screen.getByLabelText("Signature")).toBeVisible();
    expect(screen.queryByText("Source")).toBeNull();
  });

  it("check answers with the shared rules as the member types, worded from the catalogue", async () => {
    const { posted } = await show([
      field("text", "Mobile", { dataMap: "mobile_number" }),
      field("text", "Email", { dataMap: "email", required: true }),
      field("datetime", "Birthdate", { dataMap: "birthdate" }),
      field("text", "Zip", { dataMap: "zip_code" }),
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Mobile"), "12345");
    await user.type(screen.getByLabelText("Birthdate"), "13");
    await user.type(screen.getByLabelText("Zip"), "2840");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await within(itemOf("Mobile")).findByText("Please enter a valid 10 digit number")).toBeVisible();
    expect(within(itemOf("Email")).getByText("Email is a required field")).toBeVisible();
    expect(within(itemOf("Birthdate")).getByText("Please enter a valid date (MM/DD/YYYY)")).toBeVisible();
    expect(within(itemOf("Zip")).getByText("Please enter a valid 5-digit ZIP code")).toBeVisible();
    expect((screen.getByLabelText("Birthdate") as HTMLInputElement).value).toBe("13/");
    expect(posted).toHaveLength(0);
  });

  it("takes one file as a data URL typed by its extension, and refuses a too large one unread", async () => {
    const { posted } = await show([field("upload", "Document", { required: true })]);
    const user = userEvent.setup();
    const input = screen.getByLabelText(/Document/) as HTMLInputElement;
    const big = new File([new Uint8Array(SURVEY_UPLOAD_MAX_BYTES + 1)], "huge.pdf", {
      type: "application/pdf",
    });
    await user.upload(input, big);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("The file is larger than 5 MB")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Remove huge.pdf" }));
    await user.upload(input, new File(["%PDF-1.7"], "lease.pdf", { type: "" }));
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    await screen.findByRole("heading", { level: 1, name: "Thank you for completing this form" });
    expect(posted[0]?.body[0]?.answer).toBe(`data:application/pdf;name=lease.pdf;base64,${btoa("%PDF-1.7")}`);
  });

  it("a Photo or video field offers only photos and videos, and refuses an mp3, xlsm or csv (issue 24)", async () => {
    await show([field("upload", "Photo or video", { required: true, accept: ["png", "jpg", "mp4"] })]);
    const input = screen.getByLabelText(/Photo or video/) as HTMLInputElement;
    expect(input.accept).toBe(".png,.jpg,.mp4");
    expect(screen.getByText("One file: png, jpg or mp4, up to 5 MB.")).toBeVisible();
    // The browser's picker can be told to show every file: the rule still refuses it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(["a,b"], "list.csv", { type: "text/csv" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("This file type is not accepted. Use png, jpg or mp4")).toBeVisible();
  });
});
