// First: settings zod reads when it loads (no eval under the CSP).
import "./lib/zod-without-eval.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { startNativeBridge } from "./lib/native/native-bridge.ts";
import "./app/app.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

// Admin mode (staff) lives under /admin: an entry of its own, which draws itself, so the
// member app's pages carry nothing of it but this test (issue 31).
if (/^\/admin(\/|$)/.test(window.location.pathname)) {
  void import("./features/admin/index.ts").then((admin) => admin.startAdmin(root));
} else {
  startNativeBridge();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Admin mode's theme editor frames the member app to preview its draft: the module listens
  // once loaded (app/startup/staff-preview.ts; the flag is lib/preview/preview-protocol.ts's
  // STAFF_PREVIEW_FLAG, written out to keep that module off the sign-in page).
  if (window.parent !== window && new URLSearchParams(window.location.search).has("staff-preview"))
    void import("./app/startup/staff-preview.ts");
}
