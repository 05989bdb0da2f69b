import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { startNativeBridge } from "./app/native/native-bridge.ts";
import "./app/app.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

startNativeBridge();

// A transition lets React render the first screen in slices, yielding to the browser between
// them, instead of one long task that holds off input (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
