import { surveySchema, toWire } from "@crest/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { field, survey } from "../../../test/survey-fixtures.ts";
import AccountSurveysPage from "./account-surveys-page.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("the member's surveys (/account/surveys)", { timeout: 30_000 }, () => {
  it("lists each survey with its state and opens it in a drawer", async () => {
    const details = survey("details", [field("text", "City", { value: "Newport", dataMap: "city" })], {
      name: "Personal Details",
      endpoint: "/api/surveys/11111111-0000-4000-8000-000000000001",
      hasSubmitted: true,
      responses: [
        {
          id: "r1",
          surveyId: "s",
          createdOn: new Date("2026-02-03T15:00:00Z"),
          referenceType: null,
          referenceId: null,
          answers: [],
        },
      ],
    });
    const order = survey("order", [field("yesno", "Was it on time?", { required: true })], {
      name: "Your Order",
      endpoint: "/api/surveys/endpoints/AbCdEfGhIjKlMnOpQrSt",
      multipleResponses: false,
    });
    const closed = survey("closed", [field("text", "Note")], { name: "Old Poll", canSubmit: false });
    const list = [details, order, closed];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/account/surveys")
          return jsonResponse(
            200,
            list.map((one) => toWire(surveySchema, one)),
          );
        const found = list.find((one) => one.endpoint === url);
        return found ? jsonResponse(200, toWire(surveySchema, found)) : jsonResponse(404, {});
      }),
    );
    renderPage(<AccountSurveysPage />, {
      route: "/account/surveys",
      path: "/account/surveys",
      account: testAccount(),
    });
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { level: 1, name: "Surveys" })).toBeVisible();
    await screen.findByRole("heading", { level: 2, name: "Personal Details" });
    const card = (name: string) =>
      screen.getByRole("heading", { level: 2, name }).closest(".ant-card") as HTMLElement;
    expect(within(card("Personal Details")).getByText("Submitted")).toBeVisible();
    expect(within(card("Personal Details")).getByText("1 response")).toBeVisible();
    expect(within(card("Personal Details")).getByText("Last answered 02/03/2026")).toBeVisible();
    expect(within(card("Your Order")).getByText("To do")).toBeVisible();
    expect(within(card("Old Poll")).getByText("Closed")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Open Your Order" }));
    const drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByRole("heading", { level: 2, name: "Your Order" })).toBeVisible();
    expect(within(drawer).getByRole("radiogroup", { name: "Was it on time?" })).toBeVisible();
  });
});
