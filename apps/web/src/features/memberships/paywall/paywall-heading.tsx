import { type ReactNode, useEffect, useRef } from "react";

/**
 * The step's heading (the page's one h1). Focus moves to it when the step changes, so a
 * screen reader announces the new step and the keyboard starts from it.
 */
export function PaywallHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className="crest-paywall__heading">
      {children}
    </h1>
  );
}
