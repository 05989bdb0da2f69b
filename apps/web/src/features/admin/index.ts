/**
 * Admin mode's public API: main.tsx loads this only under /admin, and it draws admin mode
 * there. The app itself is one import further, so the sign-in page's entry lists none of its
 * chunks for preloading (its budget, issue 31).
 */
import { createElement, StrictMode } from "react";
import { createRoot } from "react-dom/client";

/** Draws admin mode in the page's root element. */
export async function startAdmin(root: HTMLElement): Promise<void> {
  const { AdminApp } = await import("./admin-app.tsx");
  createRoot(root).render(createElement(StrictMode, null, createElement(AdminApp)));
}
