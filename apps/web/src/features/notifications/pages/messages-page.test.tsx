import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { heldAnswer, jsonResponse, serverFailure, stubApi, testAccount } from "../../../test/fixtures.ts";
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

/** The messages API: the inbox answered by `inbox`, one message by `one`; answers the read marks' paths. */
const stubMessages = (
  inbox: () => Response | Promise<Response>,
  one: () => Response = () => jsonResponse(200, message(false)),
) => stubApi((url) => (url.pathname === "/api/account/messages" ? inbox() : one()));

const open = (path = "/messages") => renderPage(<MessagesPage />, { route: "/messages/:id?", path, account });

afterEach(() => vi.unstubAllGlobals());

describe("MessagesPage", () => {
  it("shows a skeleton while loading, then the club's messages, the unread marked", async () => {
    const held = heldAnswer();
    stubMessages(() => held.response);
    const { container } = open();
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    expect(container.querySelector(".ant-skeleton")).not.toBeNull();
    held.release(jsonResponse(200, [message(false)]));
    expect(await screen.findByRole("button", { name: "Summer Regatta: entries open" })).toBeVisible();
    expect(screen.getByText("Unread")).toBeVisible();
  });

  it("says 'No items to show' when the club has sent nothing", async () => {
    stubMessages(() => jsonResponse(200, []));
    open();
    expect(await screen.findByText("No items to show")).toBeVisible();
  });

  it("says what went wrong when the inbox cannot be read, instead of an empty one", async () => {
    stubMessages(serverFailure);
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
    stubMessages(() => jsonResponse(200, [message(true)]), serverFailure);
    open(`/messages/${MESSAGE}`);
    const drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByRole("alert")).toHaveTextContent("Sorry, an unexpected error occurred");
  });
});
