import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import MessagesPage from "./messages-page.tsx";

const account = testAccount();
const MESSAGE = "6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c";
const message = (read: boolean) => ({
  id: MESSAGE,
  subject: "Summer Regatta: entries open",
  body: "The Summer Regatta sails on the last Saturday of the month.",
  from: "Harbour Club",
  sent_on: "2030-06-01T12:00:00.000Z",
  read,
});
const failure = () =>
  jsonResponse(500, {
    code: "internal_error",
    error: "internal_error",
    title: "Sorry, an unexpected error occurred",
    error_message: "Sorry, an unexpected error occurred",
  });

/** The messages API: the inbox answered by `inbox`, one message by `one`, the read marks recorded. */
function stubMessages(
  inbox: () => Response | Promise<Response>,
  one: () => Response = () => jsonResponse(200, message(false)),
) {
  const marked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://club.test");
      if (init?.method === "POST") {
        marked.push(url.pathname);
        return jsonResponse(200, { success: true });
      }
      return url.pathname === "/api/account/messages" ? inbox() : one();
    }),
  );
  return marked;
}

const open = (path = "/messages") => renderPage(<MessagesPage />, { route: "/messages/:id?", path, account });

afterEach(() => vi.unstubAllGlobals());

describe("MessagesPage", () => {
  it("shows a skeleton while loading, then the club's messages, the unread marked", async () => {
    let answer: (response: Response) => void = () => {};
    stubMessages(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = open();
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    expect(container.querySelector(".ant-skeleton")).not.toBeNull();
    answer(jsonResponse(200, [message(false)]));
    expect(await screen.findByRole("button", { name: "Summer Regatta: entries open" })).toBeVisible();
    expect(screen.getByText("Unread")).toBeVisible();
  });

  it("says 'No items to show' when the club has sent nothing", async () => {
    stubMessages(() => jsonResponse(200, []));
    open();
    expect(await screen.findByText("No items to show")).toBeVisible();
  });

  it("says what went wrong when the inbox cannot be read, instead of an empty one", async () => {
    stubMessages(failure);
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, an unexpected error occurred");
    expect(screen.queryByText("No items to show")).toBeNull();
  });

  it("opens a message from its address and reads it", async () => {
    const marked = stubMessages(() => jsonResponse(200, [message(false)]));
    open(`/messages/${MESSAGE}`);
    const drawer = await screen.findByRole("dialog");
    expect(
      await within(drawer).findByText("The Summer Regatta sails on the last Saturday of the month."),
    ).toBeVisible();
    await waitFor(() => expect(marked).toContain(`/api/account/messages/${MESSAGE}/read`));
  });

  it("says what went wrong when a message cannot be read", async () => {
    stubMessages(() => jsonResponse(200, [message(true)]), failure);
    open(`/messages/${MESSAGE}`);
    const drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByRole("alert")).toHaveTextContent("Sorry, an unexpected error occurred");
  });
});
