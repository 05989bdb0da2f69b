import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { signOut } from "../api/sign-out.ts";
import { StartupLoadingLabel } from "../components/signing-out.tsx";

/**
 * /logout (spec-1 §4 Session): ends the session, forgets every cached answer, and starts
 * again from / with a fresh page, so nothing of the member stays in memory.
 */
export default function LogoutPage() {
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut()
      .catch(() => undefined)
      .finally(() => {
        queryClient.clear();
        window.location.replace("/");
      });
  }, [queryClient]);
  return <StartupLoadingLabel />;
}
