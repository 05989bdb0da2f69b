import { useEffect, useRef } from "react";
import { hubClient } from "./hub-connection.ts";

/** Calls `onEvent` with each event of the topics while the component is mounted. */
export function useTopics(topics: readonly string[], onEvent: (data: unknown) => void): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const key = topics.join("|");
  useEffect(() => {
    if (!key) return;
    const client = hubClient();
    const stops = key.split("|").map((topic) => client.subscribe(topic, (data) => latest.current(data)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [key]);
}
