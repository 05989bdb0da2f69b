// First: settings zod reads when it loads (no eval under the CSP).
import "./lib/zod-without-eval.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { startNativeBridge } from "./lib/native/native-bridge.ts";
import "./app/app.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

startNativeBridge();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
