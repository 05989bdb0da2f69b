import type { ReactNode } from "react";

/**
 * A page the browser only passes through (signing out, switching clubs): index.html's spinner
 * with what is happening, or, when it stopped, a title, a line and what the member can do.
 * Plain elements only: these pages load no antd theme.
 */
export function TransitScreen(
  props: { status: string } | { title: string; text: string; actions: ReactNode },
) {
  if ("status" in props) {
    return (
      <main className="startup" aria-busy="true">
        <div className="startup__spinner" aria-hidden="true" />
        <p role="status">{props.status}</p>
      </main>
    );
  }
  return (
    <main className="startup">
      <h1 className="startup__title">{props.title}</h1>
      <p className="startup__text" role="alert">
        {props.text}
      </p>
      {props.actions}
    </main>
  );
}
