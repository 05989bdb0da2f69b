import type { Company, PortalConfigSettings } from "@crest/domain";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { PREVIEW_DRAFT, PREVIEW_READY, STAFF_PREVIEW_FLAG } from "../../../lib/preview/preview-protocol.ts";

/** The member app is drawn at a desktop's size, then scaled down to the column's width. */
const PREVIEW_SIZE = { width: 1280, height: 800 };

/** The scale at which the desktop-sized frame fits the element's width (never above 1). */
function useFitScale(element: RefObject<HTMLElement | null>): number {
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / PREVIEW_SIZE.width));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return scale;
}

/**
 * The member app's home beside the form, showing the draft: an iframe of this origin with the
 * staff preview flag, sent the draft (and the selected club's company) by `postMessage` each
 * time it changes and whenever the frame (re)loads and says it is listening. Nothing is saved:
 * the draft reaches this browser's frame only (lib/preview/preview-protocol.ts, app/startup/staff-preview.ts).
 */
export function PreviewFrame({ draft, company }: { draft: PortalConfigSettings; company: Company }) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const scale = useFitScale(viewport);
  // Counts the frame's "listening" messages: each one (a reload inside it) gets the draft again.
  const [listening, setListening] = useState(0);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const from = frame.current?.contentWindow;
      if (!from || event.source !== from || event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_READY)
        setListening((count) => count + 1);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  useEffect(() => {
    if (listening === 0) return;
    frame.current?.contentWindow?.postMessage(
      { type: PREVIEW_DRAFT, config: { ...draft, company } },
      window.location.origin,
    );
  }, [listening, draft, company]);
  return (
    <section className="crest-admin-preview" aria-labelledby="admin-preview-heading">
      <h2 id="admin-preview-heading">{intl.formatMessage({ id: "admin.preview.heading" })}</h2>
      <p className="crest-admin-field__help">{intl.formatMessage({ id: "admin.preview.help" })}</p>
      <div
        ref={viewport}
        className="crest-admin-preview__viewport"
        style={{ height: PREVIEW_SIZE.height * scale }}
      >
        <iframe
          ref={frame}
          className="crest-admin-preview__frame"
          src={`/?${STAFF_PREVIEW_FLAG}`}
          title={intl.formatMessage({ id: "admin.preview.frameTitle" })}
          style={{ ...PREVIEW_SIZE, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
