import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "../lib/query-client.ts";
import { Startup } from "./startup/startup.tsx";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Startup />
    </QueryClientProvider>
  );
}
