import { useEffect, useState } from "react";

type Politeness = "polite" | "assertive";

const setters: Record<Politeness, ((text: string) => void) | null> = { polite: null, assertive: null };

/**
 * Says something to screen-reader users through the shell's live regions: form errors
 * (assertive) and outcomes such as "Saved" (polite). The text is cleared first so the same
 * message said twice is announced twice.
 */
export function announce(message: string, politeness: Politeness = "polite"): void {
  const set = setters[politeness];
  if (!set) return;
  set("");
  window.setTimeout(() => set(message), 60);
}

function Region({ politeness }: { politeness: Politeness }) {
  const [text, setText] = useState("");
  useEffect(() => {
    setters[politeness] = setText;
    return () => {
      if (setters[politeness] === setText) setters[politeness] = null;
    };
  }, [politeness]);
  // aria-live rather than role="alert": an empty alert region would be one more "alert" on
  // every page for assistive technology and tests to trip over.
  return (
    <div className="crest-visually-hidden" aria-live={politeness} aria-atomic="true">
      {text}
    </div>
  );
}

/** The two live regions, mounted once by each shell. */
export function Announcer() {
  return (
    <>
      <Region politeness="polite" />
      <Region politeness="assertive" />
    </>
  );
}
