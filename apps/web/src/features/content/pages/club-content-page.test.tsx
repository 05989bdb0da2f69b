import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { heldAnswer, jsonResponse, serverFailure, stubApi, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import ClubContentPage from "./club-content-page.tsx";

const account = testAccount({ isMember: true });
const POST = "2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b";
const post = {
  id: POST,
  kind: "blog",
  tab: null,
  title: "Regatta week",
  summary: "What to expect on the water",
  body: "<p>Boats leave the <strong>quay</strong> at nine.</p>",
  images: [],
  members_only: false,
  publish_on: "2030-06-01T12:00:00.000Z",
  unpublish_on: null,
};
const problem = (status: number, code: string, title: string) =>
  jsonResponse(status, { code, error: code, title, error_message: title });

/** The content API: the list answered by `list`, one page by `one`. */
const stubContent = (
  list: () => Response | Promise<Response>,
  one: () => Response = () => jsonResponse(200, post),
) => stubApi((url) => (url.pathname === "/api/content" ? list() : one()));

const open = (path: string, route = "/blogs/:id?") =>
  renderPage(<ClubContentPage />, { route, path, account });

afterEach(() => vi.unstubAllGlobals());

describe("ClubContentPage", () => {
  it("shows a skeleton while loading, then the posts, and opens one", async () => {
    const held = heldAnswer();
    stubContent(() => held.response);
    const { container } = open("/blogs");
    expect(await screen.findByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    expect(container.querySelector(".ant-skeleton")).not.toBeNull();
    held.release(jsonResponse(200, [post]));
    expect(await screen.findByRole("heading", { level: 2, name: "Regatta week" })).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Read More" }));
    expect(await screen.findByText("quay")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Regatta week" })).toBeVisible();
  });

  it("says 'No items to show' when the club published nothing of the kind", async () => {
    stubContent(() => jsonResponse(200, []));
    open("/activities", "/activities/:id?");
    expect(await screen.findByRole("heading", { level: 1, name: "Activities" })).toBeVisible();
    expect(await screen.findByText("No items to show")).toBeVisible();
  });

  it("says what went wrong when the list cannot be read, instead of an empty list", async () => {
    stubContent(serverFailure);
    open("/blogs");
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, an unexpected error occurred");
    expect(screen.queryByText("No items to show")).toBeNull();
  });

  it("a members-only page opened by a non-member says 'Members Only'", async () => {
    stubContent(
      () => jsonResponse(200, []),
      () => problem(403, "members_only", "Members Only"),
    );
    open(`/pages/${POST}`, "/pages/:id");
    expect(
      await screen.findByText("Members Only: you must be an active member to access this page"),
    ).toBeVisible();
  });

  it("a page that is not there says so", async () => {
    stubContent(
      () => jsonResponse(200, []),
      () => problem(404, "not_found", "Not Found"),
    );
    open(`/pages/${POST}`, "/pages/:id");
    expect(await screen.findByText("Oops. Page not found")).toBeVisible();
  });

  it("a page that cannot be read now says so, rather than 'not found'", async () => {
    stubContent(() => jsonResponse(200, []), serverFailure);
    open(`/pages/${POST}`, "/pages/:id");
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, an unexpected error occurred");
    expect(screen.queryByText("Oops. Page not found")).toBeNull();
  });
});
