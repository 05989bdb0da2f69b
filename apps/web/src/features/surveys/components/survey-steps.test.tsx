import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrorBody, jsonResponse } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { field, options, stubSurveyApi, survey } from "../../../test/survey-fixtures.ts";
import SurveyPage from "../pages/survey-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const openPage = (refs: string) =>
  renderPage(<SurveyPage />, { route: "/surveys/:id", path: `/surveys/${refs}` });

describe("the survey carousel (SurveySteps)", { timeout: 30_000 }, () => {
  it("goes one form per submit, keeps entries on Back, and thanks the visitor after the last", async () => {
    const name = field("text", "Your name", { required: true });
    const meal = field("radio", "Meal", { values: options("Fish", "Meat") });
    const consent = field("checkbox", "I agree", { required: true });
    const note = field("hidden", "Source", { value: "kiosk" });
    const first = survey("first", [name, meal, note]);
    const second = survey("second", [consent]);
    const { posted } = stubSurveyApi([first, second]);
    openPage("first,second");
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { level: 1, name: "Form first" })).toBeVisible();
    expect(screen.getByText("Form 1 of 2")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Your name is a required field")).toBeVisible();
    expect(posted).toHaveLength(0);

    await user.type(screen.getByLabelText("Your name"), "Ada");
    await user.click(screen.getByRole("radio", { name: "Fish" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Form second" })).toBeVisible();
    expect(posted[0]).toEqual({
      url: "/api/public/surveys/first",
      body: [
        { field_id: name.id, type: "text", answer: "Ada" },
        { field_id: meal.id, type: "radio", answer: "Fish" },
        { field_id: note.id, type: "hidden", answer: "kiosk" },
      ],
    });

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(((await screen.findByLabelText("Your name")) as HTMLInputElement).value).toBe("Ada");
    // Unchanged: Continue moves on without a second response.
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { level: 1, name: "Form second" });
    expect(posted).toHaveLength(1);

    await user.click(screen.getByRole("checkbox", { name: "I agree" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Thank you for completing these forms" }),
    ).toBeVisible();
    expect(posted[1]?.body).toEqual([{ field_id: consent.id, type: "checkbox", answer: true }]);
  });

  it("says 'this form' after a single one, with the survey's own confirmation", async () => {
    const only = survey("only", [field("yesno", "Coming back?")], {
      confirmationHeader: "See you soon",
      buttonCreate: "Send",
    });
    const { posted } = stubSurveyApi([only]);
    openPage("only");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Thank you for completing this form" }),
    ).toBeVisible();
    expect(screen.getByText("See you soon")).toBeVisible();
    // The thank-you panel says it once: no toast besides it (issue 24).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText("Form was successfully submitted")).toBeNull();
    expect(posted[0]?.body).toEqual([{ field_id: only.fields[0]?.id, type: "yesno", answer: false }]);
  });

  it("shows an answered single-response form read-only and moves on without sending", async () => {
    const done = survey("done", [field("text", "Name", { value: "Ada" })], {
      hasSubmitted: true,
      canSubmit: false,
      multipleResponses: false,
    });
    const { posted } = stubSurveyApi([done]);
    openPage("done");
    const user = userEvent.setup();
    expect(await screen.findByText("You have already submitted this form.")).toBeVisible();
    expect((screen.getByLabelText("Name") as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("heading", { level: 1, name: "Thank you for completing this form" });
    expect(posted).toHaveLength(0);
  });

  it("puts the server's field errors on their fields, in the member's words", async () => {
    const upload = field("upload", "Document", { required: true });
    const form = survey("files", [upload]);
    stubSurveyApi([form], () =>
      jsonResponse(400, fieldErrorBody(upload.id, "El contenido del archivo no corresponde a su tipo")),
    );
    openPage("files");
    const user = userEvent.setup();
    const input = (await screen.findByLabelText(/Document/)) as HTMLInputElement;
    await user.upload(input, new File(["MZ"], "scan.pdf", { type: "application/pdf" }));
    expect(await screen.findByText(/Chosen file: scan.pdf/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const item = input.closest(".ant-form-item") as HTMLElement;
    expect(await within(item).findByText("The file's content does not match its type")).toBeVisible();
  });

  it("tells a missing survey apart from a failure", async () => {
    stubSurveyApi([]);
    openPage("gone");
    expect(await screen.findByRole("heading", { name: "This form could not be found." })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull());
  });
});
