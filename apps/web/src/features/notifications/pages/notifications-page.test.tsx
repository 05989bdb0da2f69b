import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { heldAnswer, jsonResponse, serverFailure, stubApi, testAccount } from "../../../test/fixtures.ts";
import { renderPage } from "../../../test/render-page.tsx";
import NotificationsPage from "./notifications-page.tsx";

const account = testAccount();
const NOTE = "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f";
const note = (read: boolean) => ({
  id: NOTE,
  kind: "club_message",
  title: "New message from the club",
  body: "Summer Regatta: entries open",
  link: "/messages/m1",
  read,
  created_on: "2030-06-01T12:00:00.000Z",
});

/** The notifications API: the list (by tab) answered by `list`; answers the read marks' paths. */
const stubNotifications = (list: (tab: string) => Response | Promise<Response>, onMark = () => {}) =>
  stubApi((url) => list(url.searchParams.get("tab") ?? "all"), onMark);

const open = (path = "/notifications") =>
  renderPage(<NotificationsPage />, { route: "/notifications/:tab?", path, account });

afterEach(() => vi.unstubAllGlobals());

describe("NotificationsPage", () => {
  it("shows a skeleton while loading, then the member's notifications, the unread marked New", async () => {
    const held = heldAnswer();
    stubNotifications(() => held.response);
    const { container } = open();
    expect(await screen.findByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    expect(container.querySelector(".ant-skeleton")).not.toBeNull();
    held.release(jsonResponse(200, [note(false)]));
    expect(await screen.findByText("New message from the club")).toBeVisible();
    expect(screen.getByText("New")).toBeVisible();
  });

  it("says 'No items to show' when the tab holds nothing", async () => {
    stubNotifications(() => jsonResponse(200, []));
    open("/notifications/unread");
    expect(await screen.findByText("No items to show")).toBeVisible();
    expect(screen.getByRole("tab", { name: "Unread", selected: true })).toBeVisible();
  });

  it("says what went wrong when the list cannot be read, instead of an empty list", async () => {
    stubNotifications(serverFailure);
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, an unexpected error occurred");
    expect(screen.queryByText("No items to show")).toBeNull();
  });

  it("marks one read, and all read", async () => {
    let read = false;
    const marked = stubNotifications(
      () => jsonResponse(200, [note(read)]),
      () => {
        read = true;
      },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Mark as Read" }));
    await waitFor(() => expect(marked).toContain(`/api/account/notifications/${NOTE}/read`));
    await waitFor(() => expect(screen.queryByText("New")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Mark All as Read" }));
    await waitFor(() => expect(marked).toContain("/api/account/notifications/read"));
  });
});
