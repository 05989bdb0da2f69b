import type { EventSettings } from "@crest/domain";
import { Button, Dropdown } from "antd";
import { useIntl } from "react-intl";

/** Add to Calendar: Google, Outlook or the .ics file, through the server's calendar redirect. */
export function CalendarActions({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const link = (type: string) => `/redirect/calendar/${type}?event_id=${eventId}`;
  return (
    <Dropdown
      menu={{
        items: (["google", "outlook", "ics"] as const).map((type) => ({
          key: type,
          label: (
            <a href={link(type)} target={type === "ics" ? undefined : "_blank"} rel="noopener noreferrer">
              {t(`events.${type}`)}
            </a>
          ),
        })),
      }}
    >
      <Button>{t("events.addToCalendar")}</Button>
    </Dropdown>
  );
}

/** An event's Print and Add to Calendar, as its settings allow (spec-2 §6). */
export function EventActions({ eventId, settings }: { eventId: string; settings: EventSettings }) {
  const intl = useIntl();
  return (
    <>
      {settings.printEnabled ? (
        <Button onClick={() => window.print()}>{intl.formatMessage({ id: "events.print" })}</Button>
      ) : null}
      {settings.calendarEnabled ? <CalendarActions eventId={eventId} /> : null}
    </>
  );
}
