import type { StaffLevel } from "@crest/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogue } from "../../../lib/intl/catalogue.ts";
import { jsonResponse, staffMeOnWire } from "../../../test/fixtures.ts";
import { renderWithIntl } from "../../../test/render-with-intl.tsx";
import { messages as shellMessages } from "../lazy-messages/messages.ts";
import { AddStaffPage } from "./add-staff-page.tsx";
import { messages } from "./lazy-messages/messages.ts";
import { StaffListPage } from "./staff-list-page.tsx";
import { StaffPersonPage } from "./staff-person-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const ME = "5f0e8a52-1c1d-4f43-9a8e-2b7a7c1f0a11";
const VERA = "0c9d7a36-2d4b-4f0e-9d51-7b3b1f8e7a22";

/** GET /admin/api/me as the server answers it, for a staff user of this level at the club. */
const me = (level: StaffLevel) => staffMeOnWire(level, { user_id: ME });

const person = (id: string, first: string, level: StaffLevel) => ({
  staff_user_id: id,
  first_name: first,
  last_name: "Quinn",
  email: `${first.toLowerCase()}@harbor.example`,
  permission_level: level,
  last_signed_in_at: null,
  disabled: false,
  added_at: "2026-01-01T00:00:00.000Z",
});

/** Answers the staff probe and the staff routes; every other request is kept. */
function stubServer(level: StaffLevel) {
  const asked: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://club.test");
      if (url.pathname === "/admin/api/me") return jsonResponse(200, me(level));
      const method = init?.method ?? "GET";
      asked.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === "POST")
        return jsonResponse(201, {
          member: person(VERA, "Vera", "viewer"),
          one_time_password: "once-only-Pass1",
        });
      if (url.pathname === `/admin/api/staff/${ME}`) return jsonResponse(200, person(ME, "Morgan", "owner"));
      if (url.pathname === `/admin/api/staff/${VERA}`)
        return jsonResponse(200, person(VERA, "Vera", "viewer"));
      return jsonResponse(200, [person(ME, "Morgan", "owner"), person(VERA, "Vera", "viewer")]);
    }),
  );
  return asked;
}

function renderAt(path: string, element: ReactElement, route = path) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    {
      messages: {
        ...(catalogue.en as Record<string, string>),
        ...shellMessages.en,
        ...messages.en,
      },
    },
  );
}

describe("the staff section", { timeout: 20_000 }, () => {
  it("tells a manager only owners manage staff, and asks the server nothing", async () => {
    const asked = stubServer("manager");
    renderAt("/admin/staff", <StaffListPage />);
    expect(await screen.findByText("Only the club's owners manage its staff. Ask an owner.")).toBeVisible();
    expect(asked).toEqual([]);
  });

  it("lists the club's staff with their level for an owner", async () => {
    stubServer("owner");
    renderAt("/admin/staff", <StaffListPage />);
    expect(await screen.findByRole("link", { name: "Vera Quinn" })).toBeVisible();
    expect(screen.getByRole("cell", { name: "Viewer" })).toBeVisible();
    expect(screen.getByRole("cell", { name: "Owner" })).toBeVisible();
  });

  it("shows one's own access without the form, another person's with it", async () => {
    stubServer("owner");
    renderAt(`/admin/staff/${ME}`, <StaffPersonPage />, "/admin/staff/:staffUserId");
    expect(await screen.findByText(/This is you, Owner at this club/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Save Level" })).toBeNull();
  });

  it("sends the level and shows a new account's password once", async () => {
    const asked = stubServer("owner");
    renderAt("/admin/staff/new", <AddStaffPage />);
    await userEvent.type(await screen.findByLabelText("E-mail"), "vera@harbor.example");
    await userEvent.type(screen.getByLabelText("First Name"), "Vera");
    await userEvent.type(screen.getByLabelText("Last Name"), "Quinn");
    await userEvent.selectOptions(screen.getByLabelText("Level at This Club"), "Manager");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("once-only-Pass1")).toBeVisible();
    await waitFor(() => expect(asked.find((call) => call.method === "POST")).toBeDefined());
    expect(asked.find((call) => call.method === "POST")?.body).toEqual({
      email: "vera@harbor.example",
      first_name: "Vera",
      last_name: "Quinn",
      permission_level: "manager",
    });
  });
});
