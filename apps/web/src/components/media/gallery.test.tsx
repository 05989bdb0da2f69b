import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithIntl } from "../../test/render-with-intl.tsx";
import { Gallery } from "./gallery.tsx";
import { messages } from "./messages.ts";

const images = ["Lobby", "Pool", "Gym", "Spa", "Court"].map((name) => ({
  src: `https://cdn.example/${name.toLowerCase()}.jpg`,
  alt: name,
}));

const strip = () => within(screen.getByTestId("gallery-thumbnails"));
const mainImage = () => within(screen.getByRole("button", { name: /^Open gallery/ })).getByRole("img");

describe("Gallery", () => {
  it("shows two thumbnails by default and a button for the rest", () => {
    renderWithIntl(<Gallery images={images} />, { messages: messages.en });
    expect(strip().getAllByRole("button", { name: /^Show image/ })).toHaveLength(2);
    expect(strip().getByRole("button", { name: "+3 more" })).toBeVisible();
  });

  it("shows as many thumbnails as asked, without a more button when all fit", () => {
    renderWithIntl(<Gallery images={images.slice(0, 3)} thumbnailCount={3} />, { messages: messages.en });
    expect(strip().getAllByRole("button", { name: /^Show image/ })).toHaveLength(3);
    expect(strip().queryByRole("button", { name: /more$/ })).toBeNull();
  });

  it("makes a clicked thumbnail the main image", async () => {
    renderWithIntl(<Gallery images={images} />, { messages: messages.en });
    expect(mainImage().getAttribute("alt")).toBe("Lobby");
    const second = strip().getByRole("button", { name: "Show image 2 of 5" });
    await userEvent.click(second);
    expect(mainImage().getAttribute("alt")).toBe("Pool");
    expect(second.getAttribute("aria-pressed")).toBe("true");
    expect(strip().getByRole("button", { name: "Show image 1 of 5" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
  });

  it("opens every image in a modal at the selected one and steps through them", async () => {
    renderWithIntl(<Gallery images={images} />, { messages: messages.en });
    await userEvent.click(strip().getByRole("button", { name: "Show image 2 of 5" }));
    await userEvent.click(screen.getByRole("button", { name: "Open gallery at image 2 of 5" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(dialog.getByText("Gallery")).toBeVisible();
    expect(dialog.getByText("2 / 5")).toBeVisible();
    expect(dialog.getAllByRole("button", { name: /^Show image/ })).toHaveLength(5);
    await userEvent.click(dialog.getByRole("button", { name: "Next image" }));
    expect(dialog.getByRole("img", { name: "Gym" })).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Show image 5 of 5" }));
    await userEvent.click(dialog.getByRole("button", { name: "Next image" }));
    expect(dialog.getByText("1 / 5")).toBeVisible();
  });

  it("opens in a full-page drawer when asked, from the more button", async () => {
    renderWithIntl(<Gallery images={images} presentation="drawer" title="Club photos" />, {
      messages: messages.en,
    });
    await userEvent.click(strip().getByRole("button", { name: "+3 more" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Club photos")).toBeVisible();
    await waitFor(() => expect(document.querySelector(".ant-drawer-open")).not.toBeNull());
    expect(document.querySelector(".ant-modal")).toBeNull();
  });

  it("renders nothing without images", () => {
    const { container } = renderWithIntl(<Gallery images={[]} />, { messages: messages.en });
    expect(container.innerHTML).toBe("");
  });
});
