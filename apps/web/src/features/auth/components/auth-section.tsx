import type { ReactNode } from "react";
import { useId } from "react";

export interface AuthSectionProps {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

/** A visitor form in the public shell: the page's one h1, a line of explanation, the form. */
export function AuthSection({ title, intro, children }: AuthSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} style={{ fontSize: 32, lineHeight: 1.2, margin: "0 0 8px" }}>
        {title}
      </h1>
      {intro ? <p style={{ margin: "0 0 24px" }}>{intro}</p> : null}
      {children}
    </section>
  );
}
